import ListFixKit
import SwiftTokens

/// The project of a file open in an editor, held between edits: read once as `listfix check`
/// run on that file reads it (its settings, targets and every file's declarations), then kept
/// up to date one file at a time, so an edit costs that file, not the project.
package struct EditorProject {
    /// The settings of a `check` of the file the project was opened for.
    package let options: Options
    let runner: Runner
    /// Fix-all applies safe fixes only, whatever the settings say of unsafe ones.
    let safeEngine: Engine
    let detection: TargetDetection
    /// Every file read, by canonical path.
    private var files: [String: DeclaredFile] = [:]
    /// Each project's files (canonical paths) and own declarations.
    private var members: [[String]]
    private var own: [Declarations]
    /// Each project's index: its own declarations and those of the projects it sees.
    private var indexes: [Declarations]
    private var visibility: [[Int]]
    private let modules: Set<String>
    /// The settings file the options were read from (resolved), if any: a file whose nearest
    /// settings are another file's belongs to another project, even in the same folder tree.
    package let settingsFile: String?
    /// The root folder of the project the file was opened in (resolved); empty for a file in no
    /// project (no `Package.swift`, Xcode project or git work tree above it), read on its own.
    let root: String
    /// The project of the files read in each folder and the folders above it, up to the root
    /// (the deepest one wins): where a file created since belongs.
    private var folderProjects: [String: Int] = [:]
    /// `baseline` of the settings: findings a team accepted are not shown.
    private let filters: ReportFilters?

    struct DeclaredFile {
        var project: Int
        var declared: FileDeclarations
    }

    /// Reads the project of the file at `path` (absolute). Throws `Configuration.Problem` for a
    /// broken settings file, `Options.UsageError` for settings that name no rule.
    package init(for path: String) throws {
        var options = try Options.parse(["check", path])
        try options.readConfiguration()
        try options.validate()
        settingsFile = EditorProject.settingsFile(for: path)
        root = ProjectRoots().root(ofFile: path)
        // A buffer not saved yet is no file to name: its project's folder is walked instead.
        if !FileSystem.isRegularFile(path), !root.isEmpty { options.paths = [root] }
        if options.baselinePath != nil {
            guard let filters = ReportFilters(options: options, workTree: GitWorkTree()) else {
                throw Configuration.Problem(text: "\(options.baselinePath ?? ""): error: the baseline cannot be read")
            }
            self.filters = filters
        } else {
            filters = nil
        }
        self.options = options
        runner = Runner(options: options)
        safeEngine = Engine(rules: options.rules, knownRules: RuleCatalog.ids, applyUnsafe: false)
        detection = TargetDetection(swiftVersion: options.swiftVersion, deploymentTargets: options.deploymentTargets)
        let keep = DeclaredFiles()
        let pass = runner.firstPass(workTree: GitWorkTree(), cache: SourceCache(budget: 0), warm: nil, clock: PhaseClock(), keep: keep)
        let count = max(pass.declarations.count, pass.visibility.count)
        members = Array(repeating: [], count: count)
        own = Array(repeating: Declarations(), count: count)
        for (file, project, declared) in keep.all.sorted(by: { $0.path < $1.path }) where project < count {
            let key = FileSystem.resolvedPath(file)
            files[key] = DeclaredFile(project: project, declared: declared)
            members[project].append(key)
            own[project].add(declared)
        }
        // Deepest first: a target's folder answers for its files before the package's does.
        for (key, file) in files.sorted(by: { $0.key.count > $1.key.count }) {
            var folder = PathText.folder(of: key)
            while folder.count >= root.count, folderProjects[folder] == nil {
                folderProjects[folder] = file.project
                folder = PathText.folder(of: folder)
            }
        }
        visibility = pass.visibility
        while visibility.count < count { visibility.append([visibility.count]) }
        modules = pass.modules
        indexes = pass.declarations
        while indexes.count < count { indexes.append(Declarations()) }
    }

    /// Whether the project has read the file at `path`.
    package func contains(_ path: String) -> Bool { files[FileSystem.resolvedPath(path)] != nil }

    /// Whether the file at `path`, whose nearest settings file is `settings`, is of this project:
    /// read by it, or created since below its root, and read with the same settings.
    package func holds(_ path: String, settings: String?) -> Bool {
        guard settings == settingsFile else { return false }
        if contains(path) { return true }
        return !root.isEmpty && FileSystem.resolvedPath(path).hasPrefix(root + "/")
            && ProjectRoots().root(ofFile: path) == root
    }

    /// The nearest `.listfix.toml` that applies to the file at `path`, resolved; nil when none.
    package static func settingsFile(for path: String) -> String? {
        Configuration.find(from: PathText.folder(of: FileSystem.resolvedPath(path))).map(FileSystem.resolvedPath)
    }

    /// Takes `bytes` as the text of the file at `path` (an open buffer, or the file saved).
    /// Answers whether the project's declarations changed, so other files may read otherwise.
    @discardableResult
    package mutating func update(_ path: String, bytes: [UInt8]) -> Bool {
        guard SourceText.problem(bytes) == nil else { return false }
        let declared = runner.declarations(of: SourceFile(bytes: bytes), at: path).declared
        let key = FileSystem.resolvedPath(path)
        let project: Int
        if let known = files[key] {
            guard known.declared != declared else { return false }
            project = known.project
            files[key]?.declared = declared
        } else {
            project = newFileProject(key)
            files[key] = DeclaredFile(project: project, declared: declared)
            members[project].append(key)
        }
        var joined = Declarations()
        for member in members[project] { if let file = files[member] { joined.add(file.declared) } }
        own[project] = joined
        for k in visibility.indices where visibility[k].contains(project) {
            indexes[k] = Runner.projectIndex(own, visible: visibility[k], modules: modules, engine: runner.engine)
        }
        return true
    }

    /// A file the walk did not read joins the project (package target, Xcode project) its folder
    /// is in, as the walk would have numbered it; a file in no project is a project of its own.
    private mutating func newFileProject(_ key: String) -> Int {
        var folder = PathText.folder(of: key)
        while folder.count >= root.count, !root.isEmpty {
            if let project = folderProjects[folder] { return project }
            folder = PathText.folder(of: folder)
        }
        let number = members.count
        while members.count <= number {
            members.append([])
            own.append(Declarations())
            indexes.append(Declarations())
            visibility.append([visibility.count])
        }
        return number
    }

    private func index(for path: String) -> Declarations {
        guard let file = files[FileSystem.resolvedPath(path)], file.project < indexes.count else { return Declarations() }
        return indexes[file.project]
    }

    /// Every finding of `bytes` as the text of the file at `path`, with the project-index
    /// answers its rules read (`EditorReads`); when the text is no Swift source listfix reads
    /// (binary, too large), no findings and the reason.
    package func check(_ path: String, bytes: [UInt8]) -> EditorCheck {
        if let problem = SourceText.problem(bytes) {
            return EditorCheck(findings: [], problems: [], reads: EditorReads(answers: []), refused: problem)
        }
        var declarations = index(for: path)
        let reads = DeclarationReads()
        declarations.reads = reads
        var outcome = runner.engine.check(bytes, declarations: declarations, target: detection.target(for: path))
        // A baseline names files as `listfix check` run beside the settings file (or in the
        // project's root) names them, outside a git work tree.
        filters?.apply(to: &outcome, path: path, from: settingsFile.map { PathText.folder(of: $0) } ?? (root.isEmpty ? nil : root))
        return EditorCheck(findings: outcome.findings.map(options.configured), problems: outcome.problems,
                           reads: EditorReads(answers: reads.answers(in: index(for: path))))
    }

    /// `bytes` with every safe fix applied, to a fixpoint, as `listfix fix` would write the file.
    package func fixAll(_ path: String, bytes: [UInt8]) -> [UInt8] {
        guard SourceText.problem(bytes) == nil else { return bytes }
        return safeEngine.fix(bytes, declarations: index(for: path), target: detection.target(for: path)).fixed
    }

    /// Whether the index still gives every answer that `reads` recorded for the file at `path`:
    /// if so, its findings stand and it needs no new check.
    package func stillAnswers(_ reads: EditorReads, for path: String) -> Bool {
        let index = self.index(for: path)
        return reads.answers.allSatisfy { index.answer($0.read) == $0.answer }
    }

    /// The files that declare a type named `name` (not an extension), other than `path`.
    package func filesDeclaring(type name: String, except path: String) -> [String] {
        let skipped = FileSystem.resolvedPath(path)
        return files.filter { $0.key != skipped && $0.value.declared.types.contains { $0.name == name && $0.kind != .extension && !$0.isLocal } }
            .keys.sorted()
    }
}

/// One check of an open file.
package struct EditorCheck {
    package var findings: [ReportedFinding]
    /// Engine problems (a rule that did not settle).
    package var problems: [String]
    package var reads: EditorReads
    /// Why the text was not checked: it is not Swift source listfix reads.
    package var refused: String?
}

/// The answers of the project index that one check of a file read: the file needs a new check
/// only when the index answers one of them otherwise (`EditorProject.stillAnswers`).
package struct EditorReads {
    let answers: [(read: DeclarationRead, answer: UInt64)]
}
