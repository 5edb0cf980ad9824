import ListFixKit

/// The lines a branch adds or changes, by file (`--diff-base REF`): what a pull request touched,
/// so CI reports only findings there.
struct ChangedLines: Sendable {
    /// Canonical path → the new file's line ranges added or changed (1-based).
    var ranges: [String: [ClosedRange<Int>]] = [:]
    /// Files that are new to git: every line counts.
    var whole: Set<String> = []

    /// Reads `git diff -U0` output, whose paths are relative to the work tree's `top`.
    init(diff: [UInt8], top: String) {
        var file: String?
        for line in diff.split(separator: 0x0A, omittingEmptySubsequences: true) {
            let text = String(decoding: line, as: UTF8.self)
            if text.hasPrefix("+++ ") {
                let name = text.dropFirst(4)
                file = name.hasPrefix("b/") ? top + "/" + name.dropFirst(2) : nil
            } else if text.hasPrefix("@@ "), let file, let plus = text.split(separator: " ").first(where: { $0.hasPrefix("+") }) {
                // `+c,d`: d lines from line c (d omitted: one line; 0: none, only removals).
                let parts = plus.dropFirst().split(separator: ",")
                guard let start = Int(parts[0]) else { continue }
                let count = parts.count > 1 ? Int(parts[1]) ?? 1 : 1
                if count > 0 { ranges[file, default: []].append(start...(start + count - 1)) }
            }
        }
    }

    /// Whether line `line` of the file at canonical path `path` is added or changed.
    func contains(_ path: String, line: Int) -> Bool {
        whole.contains(path) || (ranges[path]?.contains { $0.contains(line) } ?? false)
    }
}
