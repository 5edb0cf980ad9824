/// One statement of a brace body: its first and last significant tokens.
public struct Statement: Sendable, Equatable {
    public var first: Int
    public var last: Int
}

extension SourceFile {
    /// The top-level statements of the body of the brace `open` (after a closure's `in`),
    /// split at `;` and at line breaks the way Swift does.
    public func statements(inBody open: Int) -> [Statement] {
        guard let close = tree.match(open) else { return [] }
        return statements(from: closureBodyStart(of: open), to: close)
    }

    /// The top-level statements of tokens `from..<to`.
    public func statements(from: Int, to: Int) -> [Statement] {
        var out: [Statement] = []
        var current: Statement?
        var j = from
        while j < to {
            let kind = tokens[j].kind
            if kind.isTrivia { j += 1; continue }
            if kind == .semicolon {
                if let c = current { out.append(c) }
                current = nil
                j += 1
                continue
            }
            let groupEnd = skipGroup(j)
            let last = min(groupEnd, to) - 1
            if var c = current {
                if lineBreakBetween(c.last, j) && !continuesStatement(previous: c.last, next: j) {
                    out.append(c)
                    current = Statement(first: j, last: last)
                } else {
                    c.last = last
                    current = c
                }
            } else {
                current = Statement(first: j, last: last)
            }
            j = groupEnd
        }
        if let c = current { out.append(c) }
        return out
    }

    /// Whether the line that starts with token `next` continues the statement ending at `previous`.
    public func continuesStatement(previous: Int, next: Int) -> Bool {
        switch tokens[next].kind {
        case .period, .colon, .arrow, .leftBrace:
            return true
        case .operator:
            if isBinaryOperator(next) { return true }
        case .keyword:
            if tokenIs(next, "else") || tokenIs(next, "catch") || tokenIs(next, "where") { return true }
        default:
            break
        }
        switch tokens[previous].kind {
        case .comma, .period, .arrow, .attribute:
            return true
        case .operator:
            return isBinaryOperator(previous)
        default:
            return false
        }
    }
}
