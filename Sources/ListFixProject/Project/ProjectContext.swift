import ListFixKit

/// The projects of the files named on the command line. `check FILE…` and `fix FILE…` read the
/// declarations of each file's whole project, as a run over its folder would (a pre-commit hook
/// passes only the changed files), and report and edit only the files named.
struct ProjectContext {
    /// The canonical root folders to walk, before the named paths, for their declarations.
    let roots: [String]
    /// The named files: canonical path → the path as typed.
    private let named: [String: String]

    init(paths: [String], projects: ProjectRoots) {
        var roots: [String] = []
        var named: [String: String] = [:]
        for path in paths where path != "-" && FileSystem.isRegularFile(path) {
            let root = projects.root(ofFile: path)
            guard !root.isEmpty else { continue }
            named[FileSystem.resolvedPath(path)] = path
            if !roots.contains(root) { roots.append(root) }
        }
        self.roots = roots
        self.named = named
    }

    /// A file the walk found: a named file gets its typed path back; any other file found in a
    /// root's walk is context, read for its declarations only.
    func mark(_ file: SourcePath) -> SourcePath {
        guard !roots.isEmpty, file.path.hasPrefix("/") else { return file }
        var marked = file
        if let typed = named[file.path] {
            marked.path = typed
        } else if roots.contains(where: { file.path.hasPrefix($0 + "/") }) {
            marked.isContext = true
        }
        return marked
    }
}
