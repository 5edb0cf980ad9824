/// One argument of a call or subscript: its optional label and its value's tokens.
public struct Argument: Sendable, Equatable {
    /// The label token (`id` in `id: \.self`), if any.
    public var label: TokenIndex?
    /// First and last significant token of the value; nil for an empty argument.
    public var valueFirst: Int?
    public var valueLast: Int?
    /// Every token of the argument, trivia included, between the separators.
    public var tokenRange: Range<Int>
}

/// A closure written after a call: `{ ... }` or, for later ones, `label: { ... }`.
public struct TrailingClosure: Sendable, Equatable {
    public var label: TokenIndex?
    public var open: TokenIndex
    public var close: TokenIndex
}

extension SourceFile {
    /// Splits the bracket group opened at `open` (a `(` or `[`) at its top-level commas.
    public func arguments(of open: Int) -> [Argument] {
        guard let close = tree.match(open) else { return [] }
        var out: [Argument] = []
        var start = open + 1
        var j = open + 1
        var significant: [Int] = []
        func finish(_ end: Int) {
            var label: Int?
            var first = significant.first
            if significant.count >= 2, tokens[significant[1]].kind == .colon,
               tokens[significant[0]].kind == .identifier || tokens[significant[0]].kind == .keyword {
                label = significant[0]
                first = significant.count > 2 ? significant[2] : nil
            }
            out.append(Argument(label: label, valueFirst: first, valueLast: first == nil ? nil : significant.last,
                                tokenRange: start..<end))
        }
        while j < close {
            let kind = tokens[j].kind
            if kind == .comma {
                finish(j)
                significant.removeAll()
                start = j + 1
                j += 1
                continue
            }
            if !kind.isTrivia {
                if kind.isOpeningBracket, let m = tree.match(j) {
                    significant.append(j)
                    significant.append(m)
                    j = m + 1
                    continue
                }
                significant.append(j)
            }
            j += 1
        }
        if !out.isEmpty || !significant.isEmpty { finish(close) }
        return out
    }

    /// The closures written after a call whose last token is `end` (its `)`, or its name
    /// when it has no parentheses): the first unlabeled, the rest `label: { }`.
    public func trailingClosures(after end: Int) -> [TrailingClosure] {
        var out: [TrailingClosure] = []
        guard var j = next(after: end), tokens[j].kind == .leftBrace, let close = tree.match(j) else { return out }
        out.append(TrailingClosure(label: nil, open: j, close: close))
        j = close
        while let label = next(after: j), tokens[label].kind == .identifier || tokens[label].kind == .keyword,
              let colon = next(after: label), tokens[colon].kind == .colon,
              let open = next(after: colon), tokens[open].kind == .leftBrace, let close = tree.match(open) {
            out.append(TrailingClosure(label: label, open: open, close: close))
            j = close
        }
        return out
    }
}
