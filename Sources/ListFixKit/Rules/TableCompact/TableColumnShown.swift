import SwiftTokens

/// One `TableColumn` of a `Table`'s columns: its title and the row values its cell shows, as far
/// as its call tells (`value: \.email`, or `person.email` read in its content closure).
struct TableColumnShown {
    /// The title as written, quotes included (`"E-Mail"`); nil when it is not one plain string.
    var title: String?
    /// The members of the row value the cell shows; nil when listfix cannot tell (the row handed
    /// whole to a view or a function, a column built elsewhere).
    var values: Set<String>?

    /// The columns written in the builder closure opened at `open`, in order; nil when any
    /// statement there is not a `TableColumn` call (a `TableColumnForEach`, an `if`, a helper).
    static func all(in file: SourceFile, builder open: Int) -> [TableColumnShown]? {
        var out: [TableColumnShown] = []
        for statement in file.statements(inBody: open) {
            guard file.isIdentifier(statement.first, "TableColumn"), let paren = file.next(after: statement.first),
                  file.tokens[paren].kind == .leftParen, let close = file.tree.match(paren) else { return nil }
            out.append(TableColumnShown(file, paren: paren, close: close))
        }
        return out
    }

    init(_ file: SourceFile, paren: Int, close: Int) {
        let t = file.tokens
        let arguments = file.arguments(of: paren)
        title = arguments.first(where: { $0.label == nil }).flatMap { argument -> String? in
            guard let first = argument.valueFirst, argument.valueLast == first, t[first].kind == .stringSegment else { return nil }
            return file.text(first)
        }
        let keyPath = arguments.first(where: { $0.label.map { file.tokenIs($0, "value") } ?? false }).flatMap {
            argument -> String? in
            guard let first = argument.valueFirst, let last = argument.valueLast else { return nil }
            let text = file.text(tokens: first, through: last)
            guard text.hasPrefix("\\.") else { return nil }
            return String(text.dropFirst(2).prefix { $0 != "." })
        }
        // The cell's content: a trailing closure, or a `content:` argument.
        let closure = file.trailingClosures(after: close).first.map { ($0.open, $0.close) }
            ?? arguments.first(where: { $0.label.map { file.tokenIs($0, "content") } ?? false }).flatMap { argument in
                argument.valueFirst.flatMap { f in t[f].kind == .leftBrace ? file.tree.match(f).map { (f, $0) } : nil }
            }
        guard let (open, end) = closure else {
            values = keyPath.map { [$0] }
            return
        }
        values = TableColumnShown.members(file, closure: open, close: end)
    }

    /// The members read on the closure's row parameter (`person.email`, `$0.email`); nil when the
    /// parameter is also used whole, so the cell may show anything of it.
    static func members(_ file: SourceFile, closure open: Int, close: Int) -> Set<String>? {
        let t = file.tokens
        let parameter: String
        if let signature = file.closureSignature(of: open) {
            guard signature.parameters.count == 1 else { return nil }
            parameter = file.text(signature.parameters[0])
        } else {
            parameter = "$0"
        }
        var found: Set<String> = []
        var j = file.closureBodyStart(of: open)
        while j < close {
            defer { j += 1 }
            guard t[j].kind == .identifier, file.tokenIs(j, parameter) else { continue }
            if let p = file.previous(before: j), t[p].kind == .period { continue }
            guard let dot = file.next(after: j), t[dot].kind == .period, let member = file.next(after: dot),
                  t[member].kind == .identifier else { return nil }
            found.insert(file.text(member))
        }
        return found
    }
}
