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
package struct Runner {
    let options: Options
    let engine: Engine
    let jobs: Int
    /// Only runs that write sources in place catch SIGINT and SIGTERM; the others keep the
    /// default (a preview or a stdin read must stay interruptible at once).
    let interruption: Interruption?

    package init(options: Options) {
        self.options = options
        var engine = Engine(rules: options.rules, knownRules: RuleCatalog.ids, applyUnsafe: options.unsafeFixes)
        // A preview in a machine format reports the findings its fixes address (`FileReport`).
        engine.listsFixedFindings = options.command == .fix && !options.writesInPlace && options.format != .text
        self.engine = engine
        jobs = options.jobs ?? Environment.processorCount
        // `--interactive` ends at once on Ctrl-C instead (see `InterruptedAtPrompt`).
        interruption = options.writesInPlace && options.paths != ["-"] && !options.interactive ? Interruption() : nil
    }

    /// What one file came to: its report, or why it could not be read.
    enum FileResult: Sendable {
        case report(FileReport)
        /// `--interactive`, `--review`: the file's fixes, each on its own.
        case choices(FixChoices)
        case failed(FileError)
    }

    /// Runs the command and gives its exit status.
    package func run() -> Int32 {
        if options.paths == ["-"] { return runStandardInput() }
        if options.verifyCommand != nil, let status = Runner.recoverVerifyBackup() { return status }
        if options.interactive && isatty(0) != 1 {
            Console.err("listfix: error: --interactive asks about each fix on a terminal, and standard input is not one; "
                + "in scripts use --dry-run, --patch FILE or --review FILE\n")
            return 2
        }
        // A `check` of a tree as its last run read it prints that run's report again.
        let snapshot = TreeSnapshot(options: options, engine: engine)
        if let snapshot, let status = snapshot.replay() { return status }
        let record = snapshot.map { _ in TreeRecord(root: options.paths[0]) }
        if record != nil { Console.transcript.start() }
        let workTree = GitWorkTree()
        // Only in-place writes ask git which files have uncommitted changes.
        let git = options.writesInPlace && !options.allowDirty ? workTree : nil
        // An interactive run writes only once every question is answered, so Ctrl-C at a prompt leaves every file as it was.
        var output = RunOutput(options: options, writesLater: git != nil || options.interactive)
        let clock = PhaseClock()
        let cache = SourceCache(budget: Runner.cacheBudget)
        // `check`'s warm cache: unchanged files are neither scanned nor checked again.
        let warm = RunCache(options: options, engine: engine)
        var project = firstPass(workTree: workTree, cache: cache, warm: warm, record: record, clock: clock)
        let detection = TargetDetection(swiftVersion: options.swiftVersion, deploymentTargets: options.deploymentTargets)
        // Files the cache knows to have no findings are only counted, as files without rules are.
        if let warm { project.relevant = warm.withoutQuietFiles(project.relevant, listed: project.listed) { detection.target(for: $0) } }
        // The process ends right after the run: what it built is left for the end to free (see `ProcessEnd`).
        defer { ProcessEnd.keep((project, cache, output, detection, workTree)) }
        for error in project.discoveryErrors { output.printError(error) }
        if project.listed.isEmpty && project.discoveryErrors.isEmpty {
            Console.err("listfix: no Swift files found in \(options.paths.joined(separator: " "))\n")
        }
        output.tally.files = project.listed.count(where: { !$0.isContext }) - project.relevant.count
        if options.format == .junit {
            // Files with nothing for any rule to look at pass: each is a test case all the same.
            let relevant = Set(project.relevant)
            for (k, file) in project.listed.enumerated() where !file.isContext && !relevant.contains(k) {
                let path = PatchPath.of(file.path)
                output.junitCases.append((path, ReviewFormats.junitCase(path: path, findings: [], failOn: options.failOn).xml))
            }
        }
        clock.lap("merge")
        Allocator.releaseFreeMemory()
        guard let filters = ReportFilters(options: options, workTree: workTree) else { return 2 }
        // `--verify` asks which files' fixes rest on the declaration fixes settled here.
        let unsettled = options.verifyCommand != nil && !project.editors.isEmpty ? project.declarations : []
        if options.command == .fix && !options.choosesFixes && !project.editors.isEmpty {
            DeclarationFixes(engine: engine, listed: project.listed, detection: detection, visibility: project.visibility)
                .settle(project.editors, &project.declarations)
            clock.lap("declaration fixes")
            Allocator.releaseFreeMemory()
        }
        if let signo = secondPass(project, cache: cache, warm: warm, detection: detection, filters: filters, output: &output) {
            return interrupted(signo, output.tally)
        }
        warm?.save()
        if options.interactive { choose(&output, git: git) }
        if let command = options.verifyCommand {
            verify(command, &output, git: git, context: VerifyContext(files: project.listed.map(\.path), listed: project.listed,
                                                                       declarations: project.declarations, unsettled: unsettled,
                                                                       detection: detection))
        } else if let git { output.writeUnlessDirty(git: git) } else if options.interactive { output.writePending() }
        clock.lap("rules")
        let status = output.finish()
        if let snapshot, let record {
            let printed = Console.transcript.stop()
            let whole = project.discoveryErrors.isEmpty && !workTree.askedWhatIsTracked
            let count = project.listed.count
            snapshot.save(record: record, files: { each in whole && warm?.settledStamps(count: count, each) == true },
                          fileCount: count, printed: printed, status: status)
        }
        return status
    }

    /// Pass 2: rules and fixes over the files with work, reported in path order as results come
    /// in. Gives the signal that stopped it between files, if one did.
    func secondPass(_ project: FirstPass, cache: SourceCache, warm: RunCache?, detection: TargetDetection, filters: ReportFilters,
                    output: inout RunOutput) -> Int32? {
        let relevant = project.relevant
        let window = max(jobs * 64, 64)
        var stoppedBy: Int32?
        Parallel.ordered(relevant.count, jobs: jobs, window: window, produce: { k -> FileResult in
            result(of: relevant[k], project, cache: cache, warm: warm, detection: detection, filters: filters)
        }, consume: { k, result in
            if let signo = interruption?.caught {
                stoppedBy = signo
                return false
            }
            output.take(result, path: project.listed[relevant[k]].path)
            return true
        })
        return stoppedBy
    }

    /// What file `i` of the project comes to in pass 2: `warm`'s findings when they hold.
    func result(of i: Int, _ project: FirstPass, cache: SourceCache, warm: RunCache?, detection: TargetDetection,
                filters: ReportFilters) -> FileResult {
        let listed = project.listed[i]
        let path = listed.path
        do {
            let target = detection.target(for: path)
            var declarations = listed.project < project.declarations.count ? project.declarations[listed.project] : Declarations()
            let remembered = warm?.outcome(i, project: listed.project, target: target, declarations: declarations)
            if let warm, remembered == nil { declarations = warm.recording(i, project: listed.project, declarations) }
            let kept = cache.take(i)
            let file = try kept?.file ?? SourceFile(bytes: remembered != nil ? [] : Runner.load(listed))
            if options.choosesFixes {
                var outcome = engine.check(file, declarations: declarations, target: target, types: kept?.types)
                outcome.findings = outcome.findings.map(options.configured)
                var choices = FixChoices(outcome, path: path, declarations: declarations, target: target,
                                         unsafe: options.unsafeFixes || options.reviewPath != nil)
                // A page's patch is built from each choice's lines: fixes that share lines are one choice there.
                if options.reviewPath != nil { choices.mergeOverlapping(engine) }
                return .choices(choices)
            }
            var outcome = options.command == .fix ? engine.fix(consume file, declarations: declarations, target: target, types: kept?.types)
                                                  : remembered ?? engine.check(file, declarations: declarations, target: target, types: kept?.types,
                                                                               triggerWords: kept?.triggerWords)
            if remembered == nil {
                warm?.store(i, project: listed.project, outcome, target: target, declarations: declarations, readAgain: kept == nil)
            }
            filters.apply(to: &outcome, path: path)
            var report = FileReport(outcome, path: path, options: options)
            if options.writeBaselinePath != nil {
                let lines = LineTable(bytes: outcome.original)
                report.baselineEntries = outcome.findings.map { Baseline.entry($0, path: PatchPath.of(path), bytes: outcome.original, lines: lines) }
            }
            return .report(report)
        } catch let error as FileError {
            return .failed(error)
        } catch {
            return .failed(FileError(path: path, message: "\(error)"))
        }
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
        let bytes = try FileSystem.read(path)
        if let problem = SourceText.problem(bytes) { throw FileError(path: path, message: problem) }
        return bytes
    }

}
