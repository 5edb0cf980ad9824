#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ListFixKit
import SwiftTokens

/// What `fix --verify` needs of the run to fix a file again: its project's declarations (as
/// fixed, and as read before declaration fixes were settled) and its target.
struct VerifyContext {
    private let index: [String: Int]
    private let listed: [SourcePath]
    private let declarations: [Declarations]
    /// Empty when no declaration fix was settled.
    private let unsettled: [Declarations]
    private let detection: TargetDetection

    init(files: [String], listed: [SourcePath], declarations: [Declarations], unsettled: [Declarations], detection: TargetDetection) {
        var index: [String: Int] = [:]
        for (k, path) in files.enumerated() where index[path] == nil { index[path] = k }
        self.index = index
        self.listed = listed
        self.declarations = declarations
        self.unsettled = unsettled
        self.detection = detection
    }

    func declarations(for path: String) -> Declarations {
        guard let k = index[path], listed[k].project < declarations.count else { return Declarations() }
        return declarations[listed[k].project]
    }

    /// The declarations before other files' fixes changed them; nil when no fix changed any.
    func unsettledDeclarations(for path: String) -> Declarations? {
        guard let k = index[path], listed[k].project < unsettled.count else { return nil }
        return unsettled[listed[k].project]
    }

    func target(for path: String) -> Target { detection.target(for: path) }

    /// Whether the run settled fixes that change declarations other files read.
    var settledDeclarationFixes: Bool { !unsettled.isEmpty }
}

extension Runner {
    /// `fix --verify COMMAND`, once the run's changes are made (held in `output.pending`): builds
    /// before any edit, then with every fix; if that fails, finds the fixes to back out by
    /// bisection (`FixBisection`) and keeps the rest, a set that passed its own build. Backed-out
    /// fixes are reported as notes. In place the verified texts stay; with `--patch` every source
    /// is restored and the patch holds the verified fixes. SIGINT, SIGTERM, a crashed build or a
    /// failed write restore every file the run changed.
    func verify(_ commandText: String, _ output: inout RunOutput, git: GitWorkTree?, context: VerifyContext) {
        let changes = output.pending
        output.pending = []
        output.holdsChanges = false
        guard !changes.isEmpty else { return }
        if let git {
            let dirty = git.dirtyFiles(under: options.paths)
            let refused = changes.compactMap { item in dirty[FileSystem.resolvedPath(item.path)].map { (path: item.path, status: $0) } }
            guard refused.isEmpty else { return output.refuse(refused) }
        }
        var files: [VerifyFile] = []
        for (path, change) in changes {
            guard let original = try? FileSystem.read(path), change.original.isEmpty || change.original == original else {
                output.printError(FileError(path: path, message: "changed on disk since listfix read it; not written (run listfix again)"))
                continue
            }
            var engine = self.engine
            engine.selection = change.selection
            if let file = VerifyFile(path: path, original: original, engine: engine,
                                     declarations: context.declarations(for: path), target: context.target(for: path)) {
                files.append(file)
            }
        }
        guard !files.isEmpty else { return }
        // Files with an unsafe fix last (see `VerifyFile.formGroups`).
        files = files.filter { !$0.isRisky } + files.filter(\.isRisky)
        let requirements = VerifyRun.requirements(&files, context: context)
        let interruption = self.interruption ?? Interruption()
        var run = VerifyRun(files: files, command: BuildCommand(text: commandText), interruption: interruption,
                            progress: VerifyProgress(enabled: isatty(2) == 1 && !options.quiet))
        var search = FixBisection(files: files.count, requirements: requirements)
        var kept = [FileSelection](repeating: .all, count: files.count)
        // The person sees what runs, and why, before it runs.
        let origin = options.verifySettingsFile.map { "from \($0), approved with `listfix trust`" } ?? "from --verify"
        Console.err("listfix: building with `\(commandText)` (\(origin)) before and after the fixes\n")
        do throws(VerifyStop) {
            do { run.backup = try VerifyBackup.create() } catch { throw VerifyStop.backup(error.message) }
            let none = [FileSelection](repeating: .none, count: files.count)
            let all = [FileSelection](repeating: .all, count: files.count)
            let worst = search.bound((0..<files.count).map(FixBisection.Unit.file), known: true, run)
            if let failure = try run.build(none, bound: 2 + worst) {
                run.progress.clear()
                let lines = run.failures[failure].lastLines
                let last = lines.isEmpty ? " It printed nothing.\n" : " Its last lines:\n" + lines.map { "  \($0)\n" }.joined()
                Console.err("listfix: error: the build fails before any fix: fix it first, or drop --verify (`\(commandText)` "
                    + "exited with status \(run.failures[failure].statusText)); nothing was written.\(last)")
                output.tally.errors += 1
                run.backup?.remove()
                return
            }
            if let failure = try run.build(all, bound: 1 + worst) {
                // What the search keeps passed its last passing build: it needs no build of its own.
                try search.run(after: failure, &run)
                kept = search.kept
                try run.write(kept)
            }
        } catch {
            run.progress.clear()
            let unrestored = run.restore()
            if unrestored.isEmpty { run.backup?.remove() }
            report(error, command: commandText, unrestored: unrestored, &output)
            return
        }
        run.progress.clear()
        finish(&run, kept: kept, backedOut: search.backedOut, command: commandText, &output)
    }

    /// Says why a verification stopped (every file restored) and ends an interrupted run.
    func report(_ stop: VerifyStop, command: String, unrestored: [FileError], _ output: inout RunOutput) {
        for error in unrestored { output.printError(error) }
        let restored = unrestored.isEmpty ? "every file is as it was" : "the other files are as they were"
        switch stop {
        case .interrupted(let signo):
            Console.err("listfix: interrupted during `\(command)`; \(restored)\n")
            exit(unrestored.isEmpty ? 128 + signo : 2)
        case .crashed(let signo, let run):
            let last = run.lastLines.isEmpty ? " It printed nothing." : " Its last lines:" + run.lastLines.map { "\n  " + $0 }.joined()
            output.printError(FileError(path: "listfix", message: "`\(command)` was killed by signal \(signo): a crashed build proves nothing "
                + "about the fixes, so none was kept; \(restored)." + last))
        case .notStarted(let why):
            output.printError(FileError(path: "listfix", message: "cannot run `\(command)` (\(why)); \(restored)"))
        case .write(let error):
            output.printError(FileError(path: error.path, message: "\(error.message); the build stopped and \(restored)"))
        case .backup(let message):
            output.printError(FileError(path: "listfix", message: "\(message); \(restored)"))
        }
    }

    /// The verified fixes: left in place, or restored and written to the patch; the backed-out
    /// fixes reported, and their findings counted as findings that remain.
    func finish(_ run: inout VerifyRun, kept: [FileSelection], backedOut: [(unit: FixBisection.Unit, blame: FixBisection.Blame)],
                command: String, _ output: inout RunOutput) {
        var finals: [FileOutcome] = []
        for k in run.files.indices { finals.append(run.files[k].outcome(keeping: run.files[k].kept(kept[k]))) }
        let inPlace = options.patchPath == nil
        if !inPlace {
            let unrestored = run.restore()
            if !unrestored.isEmpty {
                for error in unrestored { output.printError(error) }
                return
            }
        }
        run.backup?.remove()
        var applied = 0
        for (k, final) in finals.enumerated() where final.changed {
            applied += final.appliedFixes
            let path = run.files[k].path
            if inPlace {
                output.tally.applied += final.appliedFixes
                output.tally.changedFiles += 1
            } else {
                output.take(FileReport.Change(appliedFixes: final.appliedFixes, diff: final.diff(path: PatchPath.of(path))), path: path)
            }
        }
        var count = 0
        for (unit, blame) in backedOut {
            let file = run.files[unit.file]
            let numbers: [Int]
            switch unit {
            case .file: numbers = Array(file.choices.indices)
            case .group(let leaf): numbers = run.files[leaf.file].formGroups()[leaf.group]
            }
            let why: String
            switch blame {
            case .build(let failure):
                why = run.failures[failure].firstError(naming: VerifyRun.names(of: file.path)) ?? "the build failed with this fix"
            case .requires(let leaf):
                why = "it rests on a fix backed out in \(Report.shown(run.files[leaf.file].path))"
            }
            for number in numbers {
                count += 1
                backOut(file.choices[number], of: file, final: finals[unit.file], why: why, &output)
            }
        }
        let verified = inPlace ? "applied and verified by" : "verified by"
        output.verifiedHeadline = "\(Report.plural(applied, "fix", "fixes")) \(verified) `\(command)`" + (count > 0 ? "; \(count) backed out" : "")
    }

    /// One backed-out fix: a note with its finding and the build's error, and its finding counted
    /// (and listed in a machine format) as one that remains.
    func backOut(_ choice: FindingKey, of file: VerifyFile, final: FileOutcome, why: String, _ output: inout RunOutput) {
        let shown = Report.shown(file.path)
        guard let fixed = file.full.fixedFindings.first(where: { FindingKey($0) == choice }) else { return }
        if options.quiet {
            Console.err(Report.line(fixed, path: shown, color: options.color))
        } else {
            Console.err("listfix: note: \(shown):\(fixed.line):\(fixed.column): [\(fixed.rule)] fix backed out: \(fixed.message)\n  \(why)\n")
        }
        // The finding as it remains in the final text (none when it came from a fix backed out with it).
        guard var remaining = final.findings.first(where: { FindingKey($0) == choice }).map(options.configured) else { return }
        remaining.status = .noFix
        remaining.fix = nil
        remaining.message += " (its fix was backed out: the build failed with it)"
        output.tally.findings += 1
        output.tally.bySeverity[remaining.severity, default: 0] += 1
        output.tally.byRule[remaining.rule, default: (0, 0)].findings += 1
        guard options.format != .text else { return }
        if options.format == .json {
            let entries = [Report.json(fixed, path: shown, fixed: true), Report.json(fixed, path: PatchPath.of(file.path), fixed: true)]
            output.json.removeAll { entries.contains($0) }
        }
        // As `FileReport` words a finding that remains, for machines named from the work tree's root.
        let path = PatchPath.of(file.path)
        switch options.format {
        case .json: output.json.append(Report.json(remaining, path: path))
        case .sarif: output.json.append(Report.sarifResult(remaining, path: path, lines: LineTable(bytes: file.original), bytes: file.original))
        case .github: Console.out(Report.github(remaining, path: path))
        case .rdjson: output.json.append(ReviewFormats.rdjsonDiagnostic(remaining, path: path, lines: LineTable(bytes: file.original)))
        case .gitlab: output.json.append(ReviewFormats.gitlabIssue(remaining, path: path, occurrence: -remaining.line))
        // The file's test case was written from what its fixes left; a backed-out one is told on standard error.
        case .text, .junit: break
        }
    }
}

extension VerifyRun {
    /// The ways a build's error line may name the file at `path`: as typed, from the root of its
    /// work tree, absolute, and with links resolved.
    static func names(of path: String) -> [String] {
        let absolute = PatchPath.normalized(path.hasPrefix("/") ? path : PatchPath.workingFolder + "/" + path)
        var names = [Report.shown(path), PatchPath.of(path), absolute, FileSystem.resolvedPath(path)]
        names.removeAll { $0.isEmpty }
        return names
    }

    /// Per file, the groups of other files its fixes rest on, with the files reordered so that
    /// those come first: a file whose fixes change declarations (`DeclarationFixes`) is needed by
    /// every file whose fixes differ without those changes.
    static func requirements(_ files: inout [VerifyFile], context: VerifyContext) -> [[FixBisection.Leaf]] {
        guard context.settledDeclarationFixes else { return [] }
        let changers = files.indices.filter { VerifyFile.changesDeclarations(files[$0].original, files[$0].full.fixed) }
        guard !changers.isEmpty else { return [] }
        let dependents = Set(files.indices.filter { k in
            guard !changers.contains(k), let unsettled = context.unsettledDeclarations(for: files[k].path) else { return false }
            return files[k].engine.fix(files[k].original, declarations: unsettled, target: files[k].target).fixed != files[k].full.fixed
        }.map { files[$0].path })
        guard !dependents.isEmpty else { return [] }
        files = changers.map { files[$0] } + files.indices.filter { !changers.contains($0) }.map { files[$0] }
        var needed: [FixBisection.Leaf] = []
        for c in changers.indices {
            let groups = files[c].formGroups()
            for (g, group) in groups.enumerated() {
                let without = Set(files[c].choices).subtracting(group.map { files[c].choices[$0] })
                if VerifyFile.changesDeclarations(files[c].outcome(keeping: without).fixed, files[c].full.fixed) {
                    needed.append(FixBisection.Leaf(file: c, group: g))
                }
            }
        }
        return files.map { dependents.contains($0.path) ? needed : [] }
    }
}

extension BuildRun {
    /// How the build ended, for a message.
    var statusText: String {
        switch ending {
        case .passed: return "0"
        case .failed(let code): return "\(code)"
        case .crashed(let signo), .interrupted(let signo): return "signal \(signo)"
        case .notStarted(let why): return why
        }
    }
}
