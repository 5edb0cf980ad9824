import ListFixKit

/// Where a run's results go, from files and standard input alike: counted, printed, added to the
/// patch, the JSON or the review page, or written (at once, or once git has said every file to
/// write is clean). `finish` prints what is left and gives the exit status.
struct RunOutput {
    let options: Options
    var tally = Tally()
    var patch: [UInt8] = []
    var json: [String] = []
    /// JUnit: each file's test case by the path it names, and how many failed.
    var junitCases: [(path: String, xml: String)] = []
    var junitFailures = 0
    var junitErrors = 0
    /// `--write-baseline`: every file's findings as baseline entries.
    var baselineEntries: [String] = []
    /// In-place changes held back until git has said every file to write is clean.
    let writesLater: Bool
    var pending: [(path: String, change: FileReport.Change)] = []
    /// `--interactive`: the files with fixes, asked about once every file is checked.
    var choices: [FixChoices] = []
    /// `--review`: the page being built.
    var review = ReviewPage()
    /// Standard input: a fix in place goes to standard output (the caller prints the text), not to a file.
    var writesFiles = true
    /// `--verify`: every change waits in `pending` for the build (see `Runner.verify`).
    var holdsChanges: Bool
    /// `--verify`: the summary's first words, which say what the build verified.
    var verifiedHeadline: String?
    /// The text format's notes, printed after every warning and error: alarms first, migrations after.
    var noteText = ""

    init(options: Options, writesLater: Bool) {
        self.options = options
        self.writesLater = writesLater
        holdsChanges = options.verifyCommand != nil
    }

    /// One file's result.
    mutating func take(_ result: Runner.FileResult, path: String) {
        switch result {
        case .failed(let error):
            printError(error)
            if options.format == .junit {
                let shown = PatchPath.of(error.path)
                junitCases.append((shown, ReviewFormats.junitError(path: shown, message: error.message)))
                junitErrors += 1
            }
        case .choices(let file):
            tally.files += 1
            for problem in file.problems { printError(FileError(path: path, message: problem)) }
            if options.reviewPath != nil {
                for d in file.findings { tally.add(d) }
                review.add(file)
                // A page with fixes to choose from is a change to show (exit 1), as a patch is.
                if !file.fixes.isEmpty { tally.changedFiles += 1 }
            } else if file.fixes.isEmpty {
                for d in file.findings { tally.add(d) }
            } else {
                choices.append(file)
            }
        case .report(let report):
            tally.files += 1
            baselineEntries += report.baselineEntries
            takeDiagnostics(report, path: path)
            if let change = report.change { take(change, path: path) }
        }
    }

    /// A file's change: written (now or once git has been asked), added to the patch, or printed.
    mutating func take(_ change: FileReport.Change, path: String) {
        if holdsChanges { return pending.append((path, change)) }
        guard let diff = change.diff else {
            if !writesFiles {
                tally.applied += change.appliedFixes
                tally.changedFiles += 1
            } else if writesLater {
                pending.append((path, change))
            } else {
                write(change, to: path)
            }
            return
        }
        tally.applied += change.appliedFixes
        tally.changedFiles += 1
        if options.patchPath != nil {
            patch += diff
        } else if options.format == .text {
            Console.write(diff, to: 1)
        }
    }

    /// One file's engine problems and findings: counted, and printed or kept for JSON.
    mutating func takeDiagnostics(_ report: FileReport, path: String) {
        for problem in report.problems { printError(FileError(path: path, message: problem)) }
        tally.add(report)
        if options.format == .junit {
            junitCases += report.json.map { (PatchPath.of(path), $0) }
            if report.junitFailed { junitFailures += 1 }
        } else {
            json += report.json
        }
        // `check`'s findings are its output (`listfix check > report`); `fix` keeps standard
        // output for the diff or the fixed text, so what remains goes to standard error, except
        // GitHub's annotations, which the runner reads from standard output (no diff goes there).
        if !report.text.isEmpty { printFindings(report.text) }
        noteText += report.noteText
    }

    func printFindings(_ text: String) {
        if options.command == .check || options.format == .github { Console.out(text) } else { Console.err(text) }
    }

    /// Writes the held-back changes (`--interactive --allow-dirty` or outside a work tree).
    mutating func writePending() {
        let held = pending
        pending = []
        for item in held { write(item.change, to: item.path) }
    }

    /// Writes the held-back changes only if none of their files has uncommitted changes: a
    /// migration is reviewed as one change, so it is all written or none of it is.
    mutating func writeUnlessDirty(git: GitWorkTree) {
        guard !pending.isEmpty else { return }
        let dirty = git.dirtyFiles(under: options.paths)
        let refused = pending.compactMap { item in
            dirty[FileSystem.resolvedPath(item.path)].map { (path: item.path, status: $0) }
        }
        let held = pending
        pending = []
        guard refused.isEmpty else {
            refuse(refused)
            return
        }
        for item in held { write(item.change, to: item.path) }
    }

    /// One error for every file that in-place fixing refused, as git names its state.
    mutating func refuse(_ refused: [(path: String, status: String)]) {
        tally.errors += 1
        let count = Report.plural(refused.count, "file", "files")
        let list = refused.map { "  \(Report.shown($0.path)) (\($0.status))\n" }.joined()
        Console.err("listfix: error: nothing was written: \(count) to fix \(refused.count == 1 ? "has" : "have") uncommitted changes "
            + "(commit or stash them first, so listfix's edits can be reviewed apart from yours, or pass --allow-dirty):\n\(list)")
    }

    mutating func write(_ change: FileReport.Change, to path: String) {
        tally.applied += change.appliedFixes
        tally.changedFiles += 1
        do {
            try FileSystem.replace(path, with: change.fixed, expected: change.original)
        } catch let error as FileError {
            tally.applied -= change.appliedFixes
            tally.changedFiles -= 1
            printError(error)
        } catch {}
    }

    mutating func printError(_ error: FileError) {
        tally.errors += 1
        // As findings do: the path as typed, without a leading `./`.
        Console.err("\(Report.shown(error.path)): error: \(error.message)\n")
    }

    /// Writes the patch, page or JSON, prints the summary, and gives the exit status.
    mutating func finish() -> Int32 {
        if !noteText.isEmpty { printFindings(noteText) }
        if let patchPath = options.patchPath {
            // `--patch -`: the patch goes to standard output, for a pipe (`| git apply`).
            if patchPath == "-" {
                Console.write(patch, to: 1)
            } else {
                do { try FileSystem.write(patchPath, patch) } catch let error as FileError { printError(error) } catch {}
            }
        }
        if let baselinePath = options.writeBaselinePath {
            let text = ([Baseline.header] + baselineEntries.sorted()).joined(separator: "\n") + "\n"
            do { try FileSystem.write(baselinePath, Array(text.utf8)) } catch let error as FileError { printError(error) } catch {}
        }
        if let reviewPath = options.reviewPath {
            do {
                try FileSystem.write(reviewPath, Array(review.html(checkedFiles: tally.files).utf8))
            } catch let error as FileError { printError(error) } catch {}
        }
        if options.format == .json { Console.out("[" + json.joined(separator: ",\n") + "]\n") }
        if options.format == .sarif { Console.out(Report.sarif(results: json)) }
        if options.format == .rdjson { Console.out(ReviewFormats.rdjson(json)) }
        if options.format == .gitlab { Console.out(ReviewFormats.gitlab(json)) }
        if options.format == .junit {
            Console.out(ReviewFormats.junit(junitCases.sorted { $0.path < $1.path }.map(\.xml), failures: junitFailures, errors: junitErrors))
        }
        if options.statistics { Console.out(tally.statistics()) }
        if options.quiet { return exitStatus }
        if options.command == .check { for note in tally.notes { Console.err("listfix: note: \(note)\n") } }
        // Nothing could be read: the errors said so, and a count of no files would only confuse.
        if tally.files == 0 && tally.errors > 0 { return 2 }
        var summary = options.command == .check || options.reviewPath != nil
            ? tally.checkSummary() : tally.fixSummary(preview: !options.writesInPlace, headline: verifiedHeadline)
        if let baselinePath = options.writeBaselinePath, tally.errors == 0 {
            summary += "Wrote the baseline to \(baselinePath) (\(Report.plural(baselineEntries.count, "finding", "findings")) accepted).\n"
        }
        if let patchPath = options.patchPath, tally.errors == 0 {
            summary += patchPath == "-" ? "Wrote the patch to standard output.\n" : "Wrote the patch to \(patchPath).\n"
        }
        if let reviewPath = options.reviewPath, tally.errors == 0 {
            summary += "Wrote the review page to \(reviewPath) (\(Report.plural(review.fixCount, "fix", "fixes")) to choose from).\n"
        }
        Console.err(summary)
        return exitStatus
    }

    var exitStatus: Int32 {
        if tally.errors > 0 { return 2 }
        // Notes fail the run only when `--fail-on note` asks.
        // Writing a baseline accepts every finding: the run succeeds.
        let failing = tally.findings(failingAt: options.failOn) > 0 && !options.exitZero && options.writeBaselinePath == nil
        switch options.command {
        case .check: return failing ? 1 : 0
        // In place, like `ruff check --fix`: findings left after fixing fail the run.
        case .fix: return options.writesInPlace ? (failing ? 1 : 0) : (tally.changedFiles > 0 ? 1 : 0)
        case .rules, .trust: return 0
        }
    }
}
