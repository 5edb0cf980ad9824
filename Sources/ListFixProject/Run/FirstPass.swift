import ListFixKit
import SwiftTokens

/// What pass 1 learns while the folders are walked: every file listed, each project's
/// declarations (read file by file and dropped), and which files have work for pass 2.
struct FirstPass {
    var listed: [SourcePath]
    /// The listed files with work for the rules (not context files), in path order.
    var relevant: [Int]
    /// `fix`: the relevant files whose fixes may change declarations (see `DeclarationFixes`).
    var editors: [Int]
    /// Each project's declarations with those of the projects nested in its folder.
    var declarations: [Declarations]
    /// For each project, the projects whose declarations it sees.
    var visibility: [[Int]]
    var discoveryErrors: [FileError]
    /// The names of the project's modules (package targets).
    var modules: Set<String> = []
}

extension Runner {
    /// Pass 1, while the folders are walked: the project's declarations, read file by file and
    /// dropped, and which files mention any rule's trigger words (the others cannot have
    /// findings). Files with work are offered to `cache` for pass 2. Files `warm` finds
    /// unchanged are not read: their declarations are the warm cache's. `keep` is given every
    /// file's declarations as they are read (an editor's project holds them between edits).
    func firstPass(workTree: GitWorkTree, cache: SourceCache, warm: RunCache?, record: TreeRecord? = nil, clock: PhaseClock,
                   keep: DeclaredFiles? = nil) -> FirstPass {
        let options = self.options
        let engine = self.engine
        var discoveryErrors: [FileError] = []
        let projects = ProjectRoots()
        let fixing = options.command == .fix
        let floor = FirstPassFloor.chosen
        // Named files are read inside their projects: their roots are walked first, for declarations.
        let context = ProjectContext(paths: options.paths, projects: projects)
        let (listed, partials) = Parallel.accumulate(jobs: jobs, initial: { ([Declarations](), [Int](), [Int]()) }, source: { emit in
            discoveryErrors = FileDiscovery(paths: context.roots + options.paths, excludes: options.excludes, projects: projects,
                                            git: workTree, record: record, found: { emit(context.mark($0)) }).errors
            clock.lap("walk (while the first files are read)")
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
            guard let bytes = try? read ?? FileSystem.read(listed.path), SourceText.problem(bytes) == nil else {
                if !listed.isContext { acc.1.append(i) }
                return
            }
            if floor?.endsOnceRead(listed.path) == true { return }
            let (file, watched) = engine.lexForDeclarations(bytes)
            if floor == .lex { return withExtendedLifetime(file) {} }
            let (declared, active) = declarations(of: file, at: listed.path, watched: watched)
            let project = listed.project
            while acc.0.count <= project { acc.0.append(Declarations()) }
            acc.0[project].add(declared)
            keep?.add(listed.path, project: project, declared)
            warm?.scanned(i, listed, declared: declared, active: active)
            if active && !listed.isContext {
                acc.1.append(i)
                cache.offer(i, file, types: declared.types, triggerWords: declared.triggerWords)
                if fixing && engine.mayEditDeclarations(file, declared: declared) { acc.2.append(i) }
            }
        }
        clock.lap("discover and declarations")
        // Each project's declarations, joined over the workers (projects side by side on the threads).
        let byWorker = partials.map(\.0)
        var own = Parallel.map(byWorker.map(\.count).max() ?? 0, jobs: jobs) { project in
            var joined = Declarations()
            for byProject in byWorker where project < byProject.count { joined.merge(byProject[project]) }
            return joined
        }
        // Each project sees its own declarations and those of the projects nested in its folder.
        let visibility = projects.visibleProjects()
        let modules = projects.moduleNames
        let jobs = self.jobs
        let merge = { (own: [Declarations]) in Runner.projectIndexes(own, visibility: visibility, modules: modules, engine: engine, jobs: jobs) }
        warm?.settle(&own, files: listed, visibility: visibility, modules: modules, merge: merge) { file, listed in
            declarations(of: file, at: listed.path).declared
        }
        return FirstPass(listed: listed, relevant: partials.flatMap { $0.1 }.sorted(), editors: partials.flatMap { $0.2 }.sorted(),
                         declarations: merge(own), visibility: visibility, discoveryErrors: discoveryErrors, modules: modules)
    }

    /// A file's declarations as pass 1 records them, and whether a rule has work in it.
    /// `watched`: the tokens `Engine.lexForDeclarations` listed, when the file was lexed so.
    func declarations(of file: SourceFile, at path: String, watched: [Int32]? = nil) -> (declared: FileDeclarations, active: Bool) {
        var declared = watched.map { engine.scanDeclarations(file, watched: $0) } ?? engine.scanDeclarations(file)
        let active = engine.hasWork(in: file, declared: declared)
        // Key paths rows are keyed by, for every file (a file's rows inform another's fix,
        // whichever rules run): a byte search finds none in most.
        declared.keyPaths = KeyPathUse.all(in: file, types: declared.types)
        // A test's writes are made on purpose, to values it makes: they change nothing the app shows.
        if !(declared.writes.isEmpty && declared.bareWrites.isEmpty) && TestFiles.contains(path) {
            declared.writes = [:]
            declared.bareWrites = []
        }
        if engine.readsRowElementTypes {
            declared.rowDataUses = RowDataUse.scan(file, types: declared.types)
            declared.dictionaryKeyed = DictionaryKeyedMember.scan(file)
        }
        if engine.facts.contains(.lazyPlacements) { declared.lazyPlacements = LazyPlacement.scan(file, types: declared.types, watched: watched) }
        return (declared, active)
    }

    /// Each project's index: its own declarations and those of the projects it sees.
    static func projectIndexes(_ own: [Declarations], visibility: [[Int]], modules: Set<String>, engine: Engine,
                               jobs: Int = 1) -> [Declarations] {
        Parallel.map(visibility.count, jobs: jobs) { k in projectIndex(own, visible: visibility[k], modules: modules, engine: engine) }
    }

    /// One project's index: the declarations of the projects it sees (`visible`), joined.
    static func projectIndex(_ own: [Declarations], visible: [Int], modules: Set<String>, engine: Engine) -> Declarations {
        var d = Declarations()
        for p in visible where p < own.count { d.merge(own[p]) }
        if engine.readsRowElementTypes { d.resolveRowElementTypes() }
        d.modules = modules
        d.indexKeyPaths()
        d.indexTypeNames()
        d.indexEditedIDs()
        return d
    }
}
