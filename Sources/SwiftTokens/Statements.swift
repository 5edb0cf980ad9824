/// One statement of a brace body: its first and last significant tokens.
public struct Statement: Sendable, Equatable {
    public var first: Int
    public var last: Int

    public init(first: Int, last: Int) {
        self.first = first
        self.last = last
    }
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
        var j = from
        while j < to {
            let kind = tokens[j].kind
            if kind.isTrivia || kind == .semicolon || kind.isClosingBracket {
                j += 1
                continue
            }
            let last = statementEnd(startingAt: j, limit: to)
            out.append(Statement(first: j, last: last))
            j = last + 1
        }
        return out
    }

    /// The last token of the statement that starts at `first`, looking no further than `limit`.
    /// It ends at a `;`, at a closing bracket it does not contain, or at a line break that
    /// does not continue it.
    public func statementEnd(startingAt first: Int, limit: Int) -> Int {
        var last = min(skipGroup(first), limit) - 1
        var j = last + 1
        while j < limit {
            let kind = tokens[j].kind
            if kind.isTrivia {
                j += 1
                continue
            }
            if kind == .semicolon || kind.isClosingBracket { break }
            if lineBreakBetween(last, j) && !continuesStatement(previous: last, next: j) {
                // `#if os(macOS)` / `.buttonStyle(.plain)` / `#endif` under a view: members of the
                // expression above it (SE-0308), not statements of their own.
                guard kind == .poundDirective, let end = postfixConditionalEnd(at: j, limit: limit) else { break }
                last = end
                j = end + 1
                continue
            }
            last = min(skipGroup(j), limit) - 1
            j = last + 1
        }
        return last
    }

    /// The `#endif` of the `#if` at `open` when its first clause starts with `.member` (a postfix
    /// `#if` of members, SE-0308); nil for any other `#if`, or one not closed before `limit`.
    public func postfixConditionalEnd(at open: Int, limit: Int) -> Int? {
        guard tokenIs(open, "#if") else { return nil }
        var j = open + 1
        // The condition runs to the end of its line; the clause's first token comes after it.
        while j < limit, tokens[j].kind != .newline { j = skipGroup(j) }
        while j < limit, tokens[j].kind.isTrivia { j += 1 }
        guard j < limit, tokens[j].kind == .period else { return nil }
        var depth = 1
        while j < limit {
            if tokens[j].kind == .poundDirective {
                if tokenIs(j, "#if") { depth += 1 } else if tokenIs(j, "#endif") {
                    depth -= 1
                    if depth == 0 { return j }
                }
            }
            j = skipGroup(j)
        }
        return nil
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

extension SourceFile {
    /// The statements of each case of the `switch` statement `s` (`case a: …`, `default: …`, an
    /// `@unknown default`), in order: a view on a case's own line (`case .a: Text("a")`) starts its
    /// list. Nil when the body cannot be read or a statement stands before the first case.
    public func switchCases(_ s: Statement) -> [[Statement]]? {
        var k = s.first + 1
        while k <= s.last, tokens[k].kind != .leftBrace { k = skipGroup(k) }
        guard k <= s.last, tree.match(k) == s.last else { return nil }
        var cases: [[Statement]] = []
        for statement in statements(inBody: k) {
            let first = statement.first
            if isKeyword(first, "case") || isKeyword(first, "default") || tokens[first].kind == .attribute {
                cases.append([])
                var j = first
                while j <= statement.last, tokens[j].kind != .colon { j = skipGroup(j) }
                guard j <= statement.last else { return nil }
                if j < statement.last, let v = next(after: j), v <= statement.last {
                    cases[cases.count - 1].append(Statement(first: v, last: statement.last))
                }
            } else {
                guard !cases.isEmpty else { return nil }
                cases[cases.count - 1].append(statement)
            }
        }
        return cases.isEmpty ? nil : cases
    }
}
