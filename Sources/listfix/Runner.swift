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

    /// Runs the command. A run over files ends the process itself (see the end); a run over
    /// standard input returns its exit status.
    func run() -> Int32 {
        if options.paths == ["-"] { return runStandardInput() }
        if options.interactive && isatty(0) != 1 {
            Console.err("listfix: error: --interactive asks about each fix on a terminal, and standard input is not one; "
                + "in scripts use --dry-run, --patch FILE or --review FILE\n")
            return 2
        }
        let workTree = GitWorkTree()
        // Only in-place writes ask git which files have uncommitted changes.
        let git = options.writesInPlace && !options.allowDirty ? workTree : nil
        // An interactive run writes only once every question is answered, so Ctrl-C at a prompt leaves every file as it was.
        var output = RunOutput(options: options, writesLater: git != nil || options.interactive)
        let clock = PhaseClock()
        let options = self.options
        // Pass 1, while the folders are walked: the project's declarations, read file by file
        // and dropped; and which files mention any rule's trigger words (the others cannot
        // have findings).
        let engine = self.engine
        let cache = SourceCache(budget: Runner.cacheBudget)
        var discoveryErrors: [FileError] = []
        let projects = ProjectRoots()
        let fixing = options.command == .fix
        // Named files are read inside their projects: their roots are walked first, for declarations.
        let context = ProjectContext(paths: options.paths, projects: projects)
        // `check`'s warm cache: unchanged files are neither scanned nor checked again.
        let warm = RunCache(options: options, engine: engine)
        let (listed, partials) = Parallel.accumulate(jobs: jobs, initial: { ([Declarations](), [Int](), [Int]()) }, source: { emit in
            discoveryErrors = FileDiscovery(paths: context.roots + options.paths, excludes: options.excludes, projects: projects,
                                            git: workTree, found: { emit(context.mark($0)) }).errors
        }) { i, listed, acc in
            var read: [UInt8]?
            switch warm?.lookUp(i, listed) {
            case .hit(let active)?:
                if active && !listed.isContext { acc.1.append(i) }
                return
            case .miss(let bytes)?: read = bytes
            case nil: break
            }
            // Unreadable or invalid files are reported in the second pass (context files are not reported).
            guard let bytes = try? read ?? FileSystem.read(listed.path, knownRegular: listed.isRegular), SourceText.problem(bytes) == nil else {
                if !listed.isContext { acc.1.append(i) }
                return
            }
            let file = SourceFile(bytes: bytes)
            var declared = DeclarationScanner.scan(file)
            let active = engine.hasActiveRules(for: file, declared: declared)
            // Key paths rows are keyed by, for every file (a file's rows inform another's fix,
            // whichever rules run): a byte search finds none in most.
            declared.keyPaths = KeyPathUse.all(in: file, types: declared.types)
            if !(declared.assignedNames.isEmpty && declared.appendedNames.isEmpty) && TestFiles.contains(listed.path) {
                declared.assignedNames = []
                declared.appendedNames = []
            }
            if engine.readsRowElementTypes {
                declared.rowDataUses = RowDataUse.scan(file, types: declared.types)
                declared.dictionaryKeyed = DictionaryKeyedMember.scan(file)
            }
            let project = listed.project
            while acc.0.count <= project { acc.0.append(Declarations()) }
            acc.0[project].add(declared)
            warm?.scanned(i, listed, declared: declared, active: active)
            if active && !listed.isContext {
                acc.1.append(i)
                cache.offer(i, file, types: declared.types)
                if fixing && engine.mayEditDeclarations(file, declared: declared) { acc.2.append(i) }
            }
        }
        let files = listed.map { $0.path }
        clock.lap("discover and declarations")
        for error in discoveryErrors { output.printError(error) }
        if files.isEmpty && discoveryErrors.isEmpty {
            Console.err("listfix: no Swift files found in \(options.paths.joined(separator: " "))\n")
        }
        // Each project's declarations, joined over the workers.
        var own: [Declarations] = []
        for (byProject, _, _) in partials {
            while own.count < byProject.count { own.append(Declarations()) }
            for (project, d) in byProject.enumerated() { own[project].merge(d) }
        }
        // Each project sees its own declarations and those of the projects nested in its folder.
        let visibility = projects.visibleProjects()
        let modules = projects.moduleNames
        let mergeProjects = { (own: [Declarations]) -> [Declarations] in
            var merged: [Declarations] = []
            for visible in visibility {
                var d = Declarations()
                for p in visible where p < own.count { d.merge(own[p]) }
                if engine.readsRowElementTypes { d.resolveRowElementTypes() }
                d.modules = modules
                d.indexKeyPaths()
                merged.append(d)
            }
            return merged
        }
        warm?.settle(&own, files: listed, visibility: visibility, modules: modules, merge: mergeProjects)
        var merged = mergeProjects(own)
        let detection = TargetDetection(swiftVersion: options.swiftVersion, deploymentTargets: options.deploymentTargets)
        // Files the cache knows to have no findings are only counted, as files without rules are.
        let quiet = warm?.quietFiles(listed) { detection.target(for: $0) } ?? []
        let relevant = partials.flatMap { $0.1 }.filter { !quiet.contains($0) }.sorted()
        output.tally.files = listed.count(where: { !$0.isContext }) - relevant.count
        clock.lap("merge")
        // `--diff-base REF`: findings only on the lines the branch touched.
        var changed: ChangedLines?
        if let ref = options.diffBase {
            changed = workTree.changedLines(since: ref, in: options.paths.first.map { FileSystem.isFolder($0) ? $0 : PathText.folder(of: FileSystem.resolvedPath($0)) } ?? ".")
            if changed == nil {
                Console.err("listfix: error: --diff-base: git cannot find the merge base of '\(ref)' and HEAD here\n")
                exit(2)
            }
        }
        let changedLines = changed
        // `--baseline FILE`: findings a team accepted are not reported.
        var accepted: Baseline?
        if let path = options.baselinePath {
            guard let bytes = try? FileSystem.read(path), let text = String(validating: bytes, as: UTF8.self) else {
                Console.err("\(Report.shown(path)): error: the baseline cannot be read (make one with `listfix check --write-baseline FILE`)\n")
                exit(2)
            }
            accepted = Baseline(text: text)
        }
        let baseline = accepted
        let editors = partials.flatMap { $0.2 }.sorted()
        if fixing && !options.choosesFixes && !editors.isEmpty {
            DeclarationFixes(engine: engine, listed: listed, detection: detection, visibility: visibility).settle(editors, &merged)
            clock.lap("declaration fixes")
        }
        let declarationsByProject = merged

        // Pass 2: rules and fixes, reported in path order as results come in.
        let window = max(jobs * 64, 64)
        var stoppedBy: Int32?
        Parallel.ordered(relevant.count, jobs: jobs, window: window, produce: { k -> FileResult in
            let i = relevant[k]
            do {
                let kept = cache.take(i)
                let target = detection.target(for: files[i])
                let project = listed[i].project
                var declarations = project < declarationsByProject.count ? declarationsByProject[project] : Declarations()
                let warmOutcome = warm?.outcome(i, project: project, target: target, declarations: declarations)
                if let warm, warmOutcome == nil { declarations = try warm.recording(i, project: project, declarations) }
                let file = try kept?.file ?? SourceFile(bytes: warmOutcome != nil ? [] : Runner.load(listed[i]))
                if options.choosesFixes {
                    let outcome = engine.check(file, declarations: declarations, target: target, types: kept?.types)
                    var choices = FixChoices(outcome, path: files[i], declarations: declarations, target: target,
                                             unsafe: options.unsafeFixes || options.reviewPath != nil)
                    // A page's patch is built from each choice's lines: fixes that share lines are one choice there.
                    if options.reviewPath != nil { choices.mergeOverlapping(engine) }
                    return .choices(choices)
                }
                var outcome = fixing ? engine.fix(file, declarations: declarations, target: target, types: kept?.types)
                                     : warmOutcome ?? engine.check(file, declarations: declarations, target: target, types: kept?.types)
                if warmOutcome == nil { warm?.store(i, project: project, outcome, file: file, target: target, declarations: declarations) }
                if let baseline { baseline.filter(&outcome.diagnostics, path: PatchPath.of(files[i]), bytes: outcome.original) }
                if let changedLines {
                    let canonical = FileSystem.resolvedPath(files[i])
                    outcome.diagnostics.removeAll { $0.severity != .remark && !changedLines.contains(canonical, line: $0.line) }
                }
                var report = FileReport(outcome, path: files[i], options: options)
                if options.writeBaselinePath != nil {
                    let lines = LineTable(bytes: outcome.original)
                    report.baselineEntries = outcome.diagnostics.filter { $0.severity != .remark }
                        .map { Baseline.entry($0, path: PatchPath.of(files[i]), bytes: outcome.original, lines: lines) }
                }
                return .report(report)
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
            output.take(result, path: files[relevant[k]])
            return true
        })
        if let signo = stoppedBy { exit(interrupted(signo, output.tally)) }
        warm?.save()
        if options.interactive { choose(&output, git: git) }
        if let git { output.writeUnlessDirty(git: git) } else if options.interactive { output.writePending() }
        clock.lap("rules")
        // The process ends here. Exiting before this function's locals go out of scope hands
        // their memory back all at once; freeing the project's declarations and file list
        // object by object took longer than writing the report.
        exit(output.finish())
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

}
