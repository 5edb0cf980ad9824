/// One `.name(args) { closures }` link of a modifier chain.
public struct Modifier: Sendable, Equatable {
    public var period: TokenIndex
    public var name: TokenIndex
    /// The `(` of its arguments, if any.
    public var arguments: TokenIndex?
    public var trailingClosures: [TrailingClosure]
    /// The last token of this link.
    public var end: TokenIndex
}

extension SourceFile {
    /// The last token of the call that starts at `name`: through its arguments and trailing closures.
    public func callEnd(from name: Int) -> Int {
        var end = name
        if let open = next(after: name), tokens[open].kind == .leftParen, !lineBreakBetween(name, open),
           let close = tree.match(open) {
            end = close
        }
        if let last = trailingClosures(after: end).last { end = last.close }
        return end
    }

    /// The modifiers chained after the expression whose last token is `end`.
    public func modifierChain(after end: Int) -> [Modifier] {
        var out: [Modifier] = []
        var cursor = end
        while let period = next(after: cursor), tokens[period].kind == .period,
              let name = next(after: period), tokens[name].kind == .identifier || tokens[name].kind == .keyword {
            var last = name
            var arguments: Int?
            if let open = next(after: name), tokens[open].kind == .leftParen, !lineBreakBetween(name, open),
               let close = tree.match(open) {
                arguments = open
                last = close
            }
            let closures = trailingClosures(after: last)
            if let c = closures.last { last = c.close }
            out.append(Modifier(period: period, name: name, arguments: arguments, trailingClosures: closures, end: last))
            cursor = last
        }
        return out
    }
}
