import ListFixKit

/// The path a patch names for a file: relative to the root of the git work tree that holds it,
/// so `git apply` works from there whatever folder was given; outside a work tree, relative to
/// the current folder.
enum PatchPath {
    /// The working folder, read once: listfix never changes it.
    static let workingFolder = Environment.workingFolder

    /// `from`: the folder a run stands in, when not the working folder (an editor's server runs
    /// for a project wherever it was started).
    static func of(_ path: String, from folder: String? = nil) -> String {
        let cwd = folder ?? workingFolder
        let absolute = normalized(path.hasPrefix("/") ? path : cwd + "/" + path)
        if let top = FileSystem.foldersUp(from: PathText.folder(of: absolute)).top, top != "/" {
            return String(absolute.dropFirst(top.count + 1))
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
