/// One argument of a call or subscript: its optional label and its value's tokens. Token
/// indices are kept in 32 bits (-1 for none): a big file has hundreds of thousands of arguments.
public struct Argument: Sendable, Equatable {
    private var storedLabel: Int32
    private var first: Int32
    private var last: Int32
    private var lower: Int32
    private var upper: Int32

    public init(label: TokenIndex?, valueFirst: Int?, valueLast: Int?, tokenRange: Range<Int>) {
        storedLabel = Int32(truncatingIfNeeded: label ?? -1)
        first = Int32(truncatingIfNeeded: valueFirst ?? -1)
        last = Int32(truncatingIfNeeded: valueLast ?? -1)
        lower = Int32(truncatingIfNeeded: tokenRange.lowerBound)
        upper = Int32(truncatingIfNeeded: tokenRange.upperBound)
    }

    /// The label token (`id` in `id: \.self`), if any.
    public var label: TokenIndex? {
        get { storedLabel < 0 ? nil : Int(storedLabel) }
        set { storedLabel = Int32(truncatingIfNeeded: newValue ?? -1) }
    }
    /// First and last significant token of the value; nil for an empty argument.
    public var valueFirst: Int? {
        get { first < 0 ? nil : Int(first) }
        set { first = Int32(truncatingIfNeeded: newValue ?? -1) }
    }
    public var valueLast: Int? {
        get { last < 0 ? nil : Int(last) }
        set { last = Int32(truncatingIfNeeded: newValue ?? -1) }
    }
    /// Every token of the argument, trivia included, between the separators.
    public var tokenRange: Range<Int> {
        get { Int(lower)..<Int(upper) }
        set { lower = Int32(truncatingIfNeeded: newValue.lowerBound); upper = Int32(truncatingIfNeeded: newValue.upperBound) }
    }
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

    /// The first unlabeled trailing closure of the call named at `name`: `Name { … }` or
    /// `Name(…) { … }`.
    public func contentClosure(ofCallNamed name: Int) -> TrailingClosure? {
        var end = name
        if let open = next(after: name), tokens[open].kind == .leftParen, let close = tree.match(open) { end = close }
        return trailingClosures(after: end).first
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
