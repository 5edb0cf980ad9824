import ListFixKit

/// One line of a unified diff's hunks, with its line numbers: how `--interactive` and the review
/// page show a fix's diff. The file header before the first `@@` is left out.
struct DiffHunkLine {
    enum Kind { case hunk, context, removed, added, note }

    var kind: Kind
    /// The line as the diff has it, its mark included.
    var text: Substring
    /// Its number in the original and in the fixed file, where it has one.
    var old: Int?
    var new: Int?

    static func parse(_ diff: [UInt8]) -> [DiffHunkLine] {
        var out: [DiffHunkLine] = []
        var old = 0, new = 0
        var inHunks = false
        let text = String(decoding: diff, as: UTF8.self)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            if line.hasPrefix("@@") {
                inHunks = true
                // @@ -a,b +c,d @@
                let parts = line.split(separator: " ")
                old = parts.count > 1 ? Int(parts[1].dropFirst().split(separator: ",")[0]) ?? 0 : 0
                new = parts.count > 2 ? Int(parts[2].dropFirst().split(separator: ",")[0]) ?? 0 : 0
                out.append(DiffHunkLine(kind: .hunk, text: line))
                continue
            }
            guard inHunks, let mark = line.first else { continue }
            switch mark {
            case "-":
                out.append(DiffHunkLine(kind: .removed, text: line, old: old)); old += 1
            case "+":
                out.append(DiffHunkLine(kind: .added, text: line, new: new)); new += 1
            case "\\":
                out.append(DiffHunkLine(kind: .note, text: line))
            default:
                out.append(DiffHunkLine(kind: .context, text: line, old: old, new: new)); old += 1; new += 1
            }
        }
        return out
    }
}
