#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ListFixKit

/// Glob patterns of files and folders the walk skips. A pattern matches a name or a path;
/// `--exclude` patterns match paths as walked (without a leading `./`), the configuration
/// file's match paths relative to the file's folder, as a team writes them once for everyone.
struct ExcludePatterns: Sendable {
    var typed: [String] = []
    var anchored: [String] = []
    /// The canonical folder `anchored` patterns are relative to.
    var base = ""

    var isEmpty: Bool { typed.isEmpty && anchored.isEmpty }

    /// `path` as walked, `canonical` its canonical form, `name` its last component.
    func excludes(path: String, canonical: String, name: String) -> Bool {
        let shown = Report.shown(path)
        if typed.contains(where: { ExcludePatterns.matches($0, shown) || ExcludePatterns.matches($0, name) }) { return true }
        guard !anchored.isEmpty else { return false }
        let relative = canonical.hasPrefix(base + "/") ? String(canonical.dropFirst(base.count + 1)) : nil
        return anchored.contains { pattern in
            ExcludePatterns.matches(pattern, name) || relative.map { ExcludePatterns.matches(pattern, $0) } == true
        }
    }

    /// `fnmatch` without `FNM_PATHNAME` (`*` crosses folders); a trailing `/` is dropped, so
    /// `Generated/` names the folder.
    static func matches(_ pattern: String, _ text: String) -> Bool {
        var p = Substring(pattern)
        while p.count > 1 && p.hasSuffix("/") { p = p.dropLast() }
        while p.hasPrefix("./") { p = p.dropFirst(2) }
        return fnmatch(String(p), text, 0) == 0
    }
}
