#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import ListFixKit
import SwiftTokens

/// One run of `fix` or `check` over the command line's paths.
struct Runner {
    let options: Options
    let engine: Engine
    let jobs: Int
    /// Only runs that write sources in place catch SIGINT and SIGTERM; the others keep the
    /// default (a preview or a stdin read must stay interruptible at once).
    let interruption: Interruption?

    init(options: Options) {
        self.options = options
        var engine = Engine(rules: options.rules, applyUnsafe: options.unsafeFixes)
        engine.listsFixedFindings = options.format == .json
        self.engine = engine
        jobs = options.jobs ?? Environment.processorCount
        interruption = options.writesInPlace && options.paths != ["-"] ? Interruption() : nil
    }

    /// What one file came to: its report, or why it could not be read.
    enum FileResult: Sendable {
        case report(FileReport)
        /// `--interactive`, `--review`: the file's fixes, each on its own.
        case choices(FixChoices)
        case failed(FileError)
    }

    /// Runs the command. A run over files ends the process itself (see the end); a run over
    /// standard input returns its exit status.
    func run() -> Int32 {
        if options.paths == ["-"] { return runStandardInput() }
        if options.interactive && isatty(0) != 1 {
            Console.err("listfix: error: --interactive asks about each fix on a terminal, and standard input is not one; "
                + "in scripts use --dry-run, --patch FILE or --review FILE\n")
            return 2
        }
        var tally = Tally()
        let clock = PhaseClock()
        let options = self.options
        // Pass 1, while the folders are walked: the project's declarations, read file by file
        // and dropped; and which files mention any rule's trigger words (the others cannot
        // have findings).
        let engine = self.engine
        let cache = SourceCache(budget: Runner.cacheBudget)
        var discoveryErrors: [FileError] = []
        let projects = ProjectRoots()
        let (listed, partials) = Parallel.accumulate(jobs: jobs, initial: { ([Declarations](), [Int]()) }, source: { emit in
            discoveryErrors = FileDiscovery(paths: options.paths, excludes: options.excludes, projects: projects, found: emit).errors
        }) { i, listed, acc in
            // Unreadable or invalid files are reported in the second pass.
            guard let bytes = try? FileSystem.read(listed.path, knownRegular: listed.isRegular), SourceText.problem(bytes) == nil else {
                acc.1.append(i)
                return
            }
            let file = SourceFile(bytes: bytes)
            let declared = DeclarationScanner.scan(file)
            let project = listed.project
            while acc.0.count <= project { acc.0.append(Declarations()) }
            acc.0[project].add(declared)
            if engine.hasActiveRules(for: file, declared: declared) {
                acc.1.append(i)
                cache.offer(i, file, types: declared.types)
            }
        }
        let files = listed.map { $0.path }
        clock.lap("discover and declarations")
        for error in discoveryErrors { printError(error, &tally) }
        if files.isEmpty && discoveryErrors.isEmpty {
            Console.err("listfix: no Swift files found in \(options.paths.joined(separator: " "))\n")
        }
        // Each project's declarations, joined over the workers.
        var own: [Declarations] = []
        for (byProject, _) in partials {
            while own.count < byProject.count { own.append(Declarations()) }
            for (project, d) in byProject.enumerated() { own[project].merge(d) }
        }
        // Each project sees its own declarations and those of the projects nested in its folder.
        var merged: [Declarations] = []
        for visible in projects.visibleProjects() {
            var d = Declarations()
            for p in visible where p < own.count { d.merge(own[p]) }
            merged.append(d)
        }
        let declarationsByProject = merged
        let relevant = partials.flatMap { $0.1 }.sorted()
        tally.files = files.count - relevant.count
        clock.lap("merge")
        let detection = TargetDetection(swiftVersion: options.swiftVersion, deploymentTargets: options.deploymentTargets)
        // Only in-place writes ask git which files have uncommitted changes.
        let git = options.writesInPlace && !options.allowDirty ? GitWorkTree() : nil

        // Pass 2: rules and fixes, reported in path order as results come in.
        var sink = Sink(tally: tally, writesLater: git != nil)
        let window = max(jobs * 64, 64)
        let fixing = options.command == .fix
        var stoppedBy: Int32?
        Parallel.ordered(relevant.count, jobs: jobs, window: window, produce: { k -> FileResult in
            let i = relevant[k]
            do {
                let kept = cache.take(i)
                let file = try kept?.file ?? SourceFile(bytes: Runner.load(listed[i]))
                let target = detection.target(for: files[i])
                let project = listed[i].project
                let declarations = project < declarationsByProject.count ? declarationsByProject[project] : Declarations()
                if options.choosesFixes {
                    let outcome = engine.check(file, declarations: declarations, target: target, types: kept?.types)
                    return .choices(FixChoices(outcome, path: files[i], declarations: declarations, target: target,
                                               unsafe: options.unsafeFixes || options.reviewPath != nil))
                }
                let outcome = fixing ? engine.fix(file, declarations: declarations, target: target, types: kept?.types)
                                     : engine.check(file, declarations: declarations, target: target, types: kept?.types)
                return .report(FileReport(outcome, path: files[i], options: options))
            } catch let error as FileError {
                return .failed(error)
            } catch {
                return .failed(FileError(path: files[i], message: "\(error)"))
            }
        }, consume: { k, result in
            if let signo = interruption?.caught {
                stoppedBy = signo
                return false
            }
            report(result, path: files[relevant[k]], into: &sink)
            return true
        })
        if let signo = stoppedBy { exit(interrupted(signo, sink.tally)) }
        if options.interactive { choose(&sink, git: git) }
        if let git { writeUnlessDirty(&sink, git: git) }
        clock.lap("rules")
        // The process ends here. Exiting before this function's locals go out of scope hands
        // their memory back all at once; freeing the project's declarations and file list
        // object by object took longer than writing the report.
        exit(finish(sink))
    }

    /// What pass 2 has reported so far, and what is left to write at the end.
    struct Sink {
        var tally: Tally
        var patch: [UInt8] = []
        var json: [String] = []
        /// In-place changes held back until git has said every file to write is clean.
        var writesLater: Bool
        var pending: [(path: String, change: FileReport.Change)] = []
        /// `--interactive`: the files with fixes, asked about once every file is checked.
        var choices: [FixChoices] = []
        /// `--review`: the page being built.
        var review = ReviewPage()
    }

    /// `--interactive`: refuses at once when a file with fixes has uncommitted changes (before a
    /// question is asked), then asks about each fix and applies the accepted ones file by file
    /// through the engine's fixpoint. A fix that no longer applies after an earlier choice is
    /// skipped with a note.
    func choose(_ sink: inout Sink, git: GitWorkTree?) {
        if let git, !sink.choices.isEmpty {
            let dirty = git.dirtyFiles(under: options.paths)
            let refused = sink.choices.compactMap { file in dirty[FileSystem.resolvedPath(file.path)].map { (path: file.path, status: $0) } }
            if !refused.isEmpty {
                refuse(refused, &sink.tally)
                sink.choices = []
                return
            }
        }
        var session = InteractiveSession(color: options.color)
        let files = sink.choices
        sink.choices = []
        for file in files {
            // After `q`, the rest stays as it is.
            let accepted = session.quit ? [] : session.ask(file)
            var notes: [String] = []
            if accepted.isEmpty {
                for d in file.diagnostics { sink.tally.add(d) }
            } else {
                var chosen = engine
                chosen.selection = accepted
                chosen.listsFixedFindings = true
                let outcome = chosen.fix(file.original, declarations: file.declarations, target: file.target)
                let applied = Set(outcome.fixedFindings.map(FixChoice.init))
                for d in file.diagnostics where accepted.contains(FixChoice(d)) && !applied.contains(FixChoice(d)) {
                    notes.append("\(Report.shown(file.path)):\(d.line):\(d.column): [\(d.rule)] skipped: it no longer applies after an earlier choice")
                }
                for problem in outcome.problems { printError(FileError(path: file.path, message: problem), &sink.tally) }
                let report = FileReport(outcome, path: file.path, options: options)
                if let change = report.change { take(change, path: file.path, into: &sink) }
                // What remains in the fixed text.
                sink.tally.add(report)
            }
            for note in notes { Console.err("listfix: note: \(note)\n") }
        }
    }

    /// Writes the held-back changes only if none of their files has uncommitted changes: a
    /// migration is reviewed as one change, so it is all written or none of it is.
    func writeUnlessDirty(_ sink: inout Sink, git: GitWorkTree) {
        guard !sink.pending.isEmpty else { return }
        let dirty = git.dirtyFiles(under: options.paths)
        let refused = sink.pending.compactMap { item in
            dirty[FileSystem.resolvedPath(item.path)].map { (path: item.path, status: $0) }
        }
        let pending = sink.pending
        sink.pending = []
        guard refused.isEmpty else {
            refuse(refused, &sink.tally)
            return
        }
        for item in pending { write(item.change, to: item.path, &sink.tally) }
    }

    /// One error for every file that in-place fixing refused, as git names its state.
    func refuse(_ refused: [(path: String, status: String)], _ tally: inout Tally) {
        tally.errors += 1
        let count = Report.plural(refused.count, "file", "files")
        let list = refused.map { "  \(Report.shown($0.path)) (\($0.status))\n" }.joined()
        Console.err("listfix: error: nothing was written: \(count) to fix \(refused.count == 1 ? "has" : "have") uncommitted changes "
            + "(commit or stash them first, so listfix's edits can be reviewed apart from yours, or pass --allow-dirty):\n\(list)")
    }

    func write(_ change: FileReport.Change, to path: String, _ tally: inout Tally) {
        tally.applied += change.appliedFixes
        tally.changedFiles += 1
        do {
            try FileSystem.replace(path, with: change.fixed, expected: change.original)
        } catch let error as FileError {
            tally.applied -= change.appliedFixes
            tally.changedFiles -= 1
            printError(error, &tally)
        } catch {}
    }

    /// Bytes of source text and packed tokens that pass 1 may keep for pass 2: a constant,
    /// so a large project costs re-reads, not memory. `LISTFIX_KEEP_BYTES` sets another
    /// (0 reads every file again), for tests and measurements.
    static let cacheBudget = Environment.value("LISTFIX_KEEP_BYTES").flatMap { Int($0) } ?? 16 << 20

    /// Stops between files on SIGINT or SIGTERM, saying what was written.
    func interrupted(_ signo: Int32, _ tally: Tally) -> Int32 {
        let written = options.writesInPlace ? " after writing \(Report.plural(tally.changedFiles, "file", "files")); every other file is unchanged" : ""
        Console.err("listfix: interrupted\(written)\n")
        return 128 + signo
    }

    /// Reads a file and refuses what is not Swift source text.
    static func load(_ file: SourcePath) throws -> [UInt8] {
        let path = file.path
        let bytes = try FileSystem.read(path, knownRegular: file.isRegular)
        if let problem = SourceText.problem(bytes) { throw FileError(path: path, message: problem) }
        return bytes
    }

    func report(_ result: FileResult, path: String, into sink: inout Sink) {
        switch result {
        case .failed(let error):
            printError(error, &sink.tally)
        case .choices(let file):
            sink.tally.files += 1
            for problem in file.problems { printError(FileError(path: path, message: problem), &sink.tally) }
            if options.reviewPath != nil {
                for d in file.diagnostics { sink.tally.add(d) }
                sink.review.add(file)
                if !file.fixes.isEmpty {
                    sink.tally.changedFiles += 1
                    sink.tally.applied += file.fixes.reduce(0) { $0 + $1.findings.count }
                }
            } else if file.fixes.isEmpty {
                for d in file.diagnostics { sink.tally.add(d) }
            } else {
                sink.choices.append(file)
            }
        case .report(let report):
            sink.tally.files += 1
            reportDiagnostics(report, path: path, tally: &sink.tally, json: &sink.json)
            if let change = report.change { take(change, path: path, into: &sink) }
        }
    }

    /// A file's change: written (now or once git has been asked), added to the patch, or printed.
    func take(_ change: FileReport.Change, path: String, into sink: inout Sink) {
        guard let diff = change.diff else {
            if sink.writesLater { sink.pending.append((path, change)) } else { write(change, to: path, &sink.tally) }
            return
        }
        sink.tally.applied += change.appliedFixes
        sink.tally.changedFiles += 1
        if options.patchPath != nil {
            sink.patch += diff
        } else if options.format == .text {
            Console.write(diff, to: 1)
        }
    }

    /// One file's engine problems and findings: counted, and printed or kept for JSON.
    func reportDiagnostics(_ report: FileReport, path: String, tally: inout Tally, json: inout [String]) {
        for problem in report.problems { printError(FileError(path: path, message: problem), &tally) }
        tally.add(report)
        json += report.json
        // `check`'s findings are its output (`listfix check > report`); `fix` keeps standard
        // output for the diff or the fixed text, so what remains goes to standard error.
        if !report.text.isEmpty {
            if options.command == .check { Console.out(report.text) } else { Console.err(report.text) }
        }
    }

    func finish(_ sink: Sink) -> Int32 {
        var tally = sink.tally
        if let patchPath = options.patchPath {
            do { try FileSystem.write(patchPath, sink.patch) } catch let error as FileError { printError(error, &tally) } catch {}
        }
        if let reviewPath = options.reviewPath {
            do {
                try FileSystem.write(reviewPath, Array(sink.review.html(checkedFiles: tally.files).utf8))
            } catch let error as FileError { printError(error, &tally) } catch {}
        }
        if options.format == .json { Console.out("[" + sink.json.joined(separator: ",\n") + "]\n") }
        if options.format == .sarif { Console.out(Report.sarif(results: sink.json)) }
        if options.statistics { Console.out(tally.statistics()) }
        if options.quiet { return exitStatus(tally) }
        if options.command == .check { for note in tally.notes { Console.err("listfix: note: \(note)\n") } }
        var summary = options.command == .check || options.reviewPath != nil ? tally.checkSummary() : tally.fixSummary(preview: !options.writesInPlace)
        if let patchPath = options.patchPath, tally.errors == 0 { summary += "Wrote the patch to \(patchPath).\n" }
        if let reviewPath = options.reviewPath, tally.errors == 0 {
            summary += "Wrote the review page to \(reviewPath) (\(Report.plural(sink.review.fixCount, "fix", "fixes")) to choose from).\n"
        }
        Console.err(summary)
        return exitStatus(tally)
    }

    func exitStatus(_ tally: Tally) -> Int32 {
        if tally.errors > 0 { return 2 }
        switch options.command {
        case .check: return tally.findings > 0 && !options.exitZero ? 1 : 0
        // In place, like `ruff check --fix`: findings left after fixing fail the run.
        case .fix: return options.writesInPlace ? (tally.findings > 0 && !options.exitZero ? 1 : 0) : (tally.changedFiles > 0 ? 1 : 0)
        case .rules: return 0
        }
    }

    func printError(_ error: FileError, _ tally: inout Tally) {
        tally.errors += 1
        Console.err("\(error.path): error: \(error.message)\n")
    }

    /// Standard input in, the result (fix), the diff (dry-run) or nothing (check) out.
    func runStandardInput() -> Int32 {
        var tally = Tally()
        let name = options.stdinFilename ?? "<stdin>"
        let bytes = FileSystem.readStandardInput()
        if let problem = SourceText.problem(bytes) {
            printError(FileError(path: name, message: problem), &tally)
            return 2
        }
        let target = TargetDetection(swiftVersion: options.swiftVersion, deploymentTargets: options.deploymentTargets)
            .target(for: options.stdinFilename ?? "stdin.swift")
        var declarations = Declarations()
        declarations.add(DeclarationScanner.scan(SourceFile(bytes: bytes)))
        let outcome = options.command == .fix
            ? engine.fix(bytes, declarations: declarations, target: target)
            : engine.check(bytes, declarations: declarations, target: target)
        tally.files = 1
        var sink = Sink(tally: tally, writesLater: false)
        reportDiagnostics(FileReport(outcome, path: name, options: options), path: name, tally: &sink.tally, json: &sink.json)
        if outcome.changed {
            sink.tally.applied = outcome.appliedFixes
            sink.tally.changedFiles = 1
        }
        if options.command == .fix {
            if options.dryRun || options.patchPath != nil {
                if outcome.changed {
                    let diff = outcome.diff(path: Runner.diffPath(options.stdinFilename ?? "stdin.swift"))
                    if options.patchPath != nil { sink.patch = diff } else if options.format == .text { Console.write(diff, to: 1) }
                }
            } else if options.format == .text {
                Console.write(outcome.fixed, to: 1)
            }
        }
        return finish(sink)
    }

    /// The working folder, read once: listfix never changes it.
    static let workingFolder = Environment.workingFolder

    /// The path a patch names: relative to the working directory, without `./`.
    /// The path a patch names: relative to the root of the git work tree that holds the file, so
    /// `git apply` works from there whatever folder was given; outside a work tree, relative to the
    /// current folder.
    static func diffPath(_ path: String) -> String {
        let cwd = workingFolder
        let absolute = normalized(path.hasPrefix("/") ? path : cwd + "/" + path)
        var folder = PathText.folder(of: absolute)
        var st = stat()
        while folder != "/" && !folder.isEmpty {
            if lstat(folder + "/.git", &st) == 0 { return String(absolute.dropFirst(folder.count + 1)) }
            folder = PathText.folder(of: folder)
        }
        var p = absolute
        if p.hasPrefix(cwd + "/") { p = String(p.dropFirst(cwd.count + 1)) }
        while p.hasPrefix("/") { p = String(p.dropFirst()) }
        return p
    }

    /// `/a/./b/../c` → `/a/c`, by the text alone.
    static func normalized(_ absolute: String) -> String {
        var parts: [Substring] = []
        for part in absolute.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }
}
