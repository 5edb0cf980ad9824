import SwiftTokens

/// The edits that put `Container {` before a statement and `}` after it, re-indenting its lines
/// one level in the file's own style, and optionally moving shared trailing modifiers from the
/// statement's leaf views onto the new container.
enum StackWrap {
    static func edits(_ file: SourceFile, _ s: Statement, container: String,
                             hoisting hoisted: RowTraitSuffix.HoistedModifiers? = nil,
                             layout: (indent: String, newline: String)) -> [Edit] {
        let t = file.tokens
        let start = t[s.first].start
        let (unit, newline) = layout
        let removals = hoisted?.removals ?? []
        var edits = removals.map { Edit(range: $0, replacement: "") }
        guard let indent = file.indentation(before: start) else {
            // The statement shares its line with other code: wrap it inline.
            let suffix = hoisted.map { file.text(tokens: $0.first, through: $0.last) } ?? ""
            return [Edit(range: start..<start, replacement: "\(container) { ")] + edits
                + [Edit(range: t[s.last].end..<t[s.last].end, replacement: " }" + suffix)]
        }
        edits.insert(Edit(range: start..<start, replacement: "\(container) {\(newline)\(indent)\(unit)"), at: 0)
        for j in s.first..<s.last where t[j].kind == .newline {
            // Blank lines stay blank, and removed lines are not re-indented.
            if j + 1 < t.count, t[j + 1].kind == .newline { continue }
            if j + 2 < t.count, t[j + 1].kind == .whitespace, t[j + 2].kind == .newline { continue }
            if removals.contains(where: { $0.lowerBound < t[j].end && t[j].end <= $0.upperBound }) { continue }
            edits.append(Edit(range: t[j].end..<t[j].end, replacement: unit))
        }
        var closing = "\(newline)\(indent)}"
        if let hoisted {
            // The modifiers keep their own line breaks, moved to the container's indentation.
            let from = file.indentation(ofLineContaining: t[hoisted.first].start)
            let text = file.text(tokens: hoisted.first, through: hoisted.last)
            let lines = text.split(separator: newline, omittingEmptySubsequences: false).enumerated().map { k, line in
                k > 0 && line.hasPrefix(from) ? indent + line.dropFirst(from.count) : String(line)
            }
            closing += newline + indent + lines.joined(separator: newline)
        }
        edits.append(Edit(range: t[s.last].end..<t[s.last].end, replacement: closing))
        return edits
    }
}
