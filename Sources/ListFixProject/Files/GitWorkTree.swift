#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ListFixKit

/// Which files have uncommitted changes in git: modified, staged, or untracked. `fix`
/// refuses to write those unless `--allow-dirty`, so a user can review listfix's change
/// apart from their own (as `cargo fix` does).
final class GitWorkTree {
    private let git: String?
    /// Folder → its work tree's top folder, or nil outside any work tree.
    private var tops: [String: String?] = [:]

    init() {
        let path = Environment.value("PATH") ?? "/usr/bin:/bin"
        git = path.split(separator: ":").map { "\($0)/git" }.first { access($0, X_OK) == 0 }
    }

    /// The files with uncommitted changes below `roots` (files or folders), by canonical path,
    /// with what git says of each ("modified", "staged", "untracked"): one `git status` per
    /// work tree, however many files the run changes.
    func dirtyFiles(under roots: [String]) -> [String: String] {
        guard let git else { return [:] }
        var byTop: [String: [String]] = [:]
        for root in roots {
            let absolute = FileSystem.resolvedPath(root)
            var st = stat()
            let isFolder = stat(absolute, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
            guard let top = top(of: isFolder ? absolute : PathText.folder(of: absolute), git) else { continue }
            byTop[top, default: []].append(absolute == top ? "." : String(absolute.dropFirst(top.count + 1)))
        }
        var out: [String: String] = [:]
        for (top, pathspecs) in byTop {
            guard let output = run(git, ["-C", top, "status", "--porcelain=v1", "-z", "--untracked-files=all", "--"] + pathspecs)
            else { continue }
            var entries = output.split(separator: 0, omittingEmptySubsequences: true)[...]
            while let entry = entries.popFirst() {
                guard entry.count > 3 else { continue }
                let status = entry.prefix(2)
                out[top + "/" + String(decoding: entry.dropFirst(3), as: UTF8.self)] = GitWorkTree.describe(status)
                // A rename or copy names its source next; the source is not a file to write.
                if status.contains(UInt8(ascii: "R")) || status.contains(UInt8(ascii: "C")) { _ = entries.popFirst() }
            }
        }
        return out
    }

    /// Porcelain's two status letters (index, work tree) in git's words.
    static func describe(_ status: ArraySlice<UInt8>) -> String {
        let index = status.first ?? 0x20, tree = status.dropFirst().first ?? 0x20
        if index == UInt8(ascii: "?") { return "untracked" }
        var words: [String] = []
        if index != 0x20 { words.append("staged") }
        if tree != 0x20 { words.append("modified") }
        return words.isEmpty ? "modified" : words.joined(separator: " and ")
    }

    /// The files git tracks in the work tree at `top` (relative to it), and every folder that holds
    /// one: git's ignore rules do not apply to them. One `git ls-files` per work tree, asked only
    /// when an ignore rule matches something.
    func tracked(in top: String) -> (files: Set<String>, folders: Set<String>) {
        if let known = trackedByTop[top] { return known }
        var files = Set<String>(), folders = Set<String>()
        if let git, let output = run(git, ["-C", top, "ls-files", "-z"]) {
            for entry in output.split(separator: 0, omittingEmptySubsequences: true) {
                let path = String(decoding: entry, as: UTF8.self)
                files.insert(path)
                var folder = Substring(path)
                // Bytes, not Characters: a path is bytes to git, and walking graphemes back cost more than the git call.
                while let slash = folder.utf8.lastIndex(of: 0x2F) {
                    folder = folder[..<slash]
                    guard folders.insert(String(folder)).inserted else { break }
                }
            }
        }
        trackedByTop[top] = (files, folders)
        return (files, folders)
    }

    private var trackedByTop: [String: (files: Set<String>, folders: Set<String>)] = [:]

    /// Whether `tracked(in:)` asked git (whose answer rests on its index, which no stamp is kept of).
    var askedWhatIsTracked: Bool { !trackedByTop.isEmpty }

    /// The lines added or changed since the merge base of `ref` and `HEAD`, in the working tree
    /// that holds `folder` (`git diff -U0` against that base: committed, staged and unstaged
    /// changes alike); untracked files count whole. Nil without git, outside a work tree, or when
    /// git does not know `ref`.
    func changedLines(since ref: String, in folder: String) -> ChangedLines? {
        guard let git, let top = top(of: FileSystem.resolvedPath(folder), git),
              let base = run(git, ["-C", top, "merge-base", ref, "HEAD"]),
              let diff = run(git, ["-C", top, "diff", "-U0", "--no-color", "--no-ext-diff", "--no-textconv", "--no-renames",
                                   String(decoding: base.filter { $0 != 0x0A && $0 != 0x0D }, as: UTF8.self), "--"]) else { return nil }
        var changed = ChangedLines(diff: diff, top: top)
        if let untracked = run(git, ["-C", top, "ls-files", "--others", "--exclude-standard", "-z"]) {
            for entry in untracked.split(separator: 0, omittingEmptySubsequences: true) {
                changed.whole.insert(top + "/" + String(decoding: entry, as: UTF8.self))
            }
        }
        return changed
    }

    private func top(of folder: String, _ git: String) -> String? {
        if let cached = tops[folder] { return cached }
        var result: String?
        if let output = run(git, ["-C", folder, "rev-parse", "--show-toplevel"]) {
            let text = String(decoding: output.reversed().drop { $0 == 0x0A || $0 == 0x0D || $0 == 0x20 }.reversed(), as: UTF8.self)
            if !text.isEmpty { result = FileSystem.resolvedPath(text) }
        }
        tops[folder] = result
        return result
    }

    /// A repository's own `.git/config` can name programs that git runs for status and diff (a
    /// downloaded folder brings its `.git` along): listfix's calls turn the file system monitor
    /// off (an empty value is off for every git version) and ask diff for no external programs.
    private func run(_ git: String, _ arguments: [String]) -> [UInt8]? { Subprocess.output(git, ["-c", "core.fsmonitor="] + arguments) }
}
