extension SourceFile {
    /// The internal names of the parameters of the `func`, `init` or `subscript` whose body opens
    /// at `open`; nil when that brace is not such a body.
    public func functionParameters(ofBody open: Int) -> [Int]? {
        guard let keyword = functionKeyword(ofBody: open) else { return nil }
        var p = next(after: keyword)
        while let q = p, q < open, tokens[q].kind != .leftParen { p = next(after: q) }
        guard let paren = p, paren < open, let close = tree.match(paren) else { return nil }
        var names: [Int] = []
        var segmentStart = true
        var candidate: Int?
        var q = next(after: paren)
        while let i = q, i < close {
            switch tokens[i].kind {
            case .leftParen, .leftBracket, .leftBrace:
                q = tree.match(i).flatMap { next(after: $0) }
                continue
            case .comma:
                segmentStart = true
                candidate = nil
            case .colon:
                if segmentStart, let name = candidate { names.append(name) }
                segmentStart = false
            case .identifier, .keyword:
                if segmentStart { candidate = i }
            default: break
            }
            q = next(after: i)
        }
        return names
    }

    /// The `func`, `init` or `subscript` keyword of the declaration whose body opens at `open`; nil
    /// when that brace is not such a body.
    public func functionKeyword(ofBody open: Int) -> Int? {
        guard tokens[open].kind == .leftBrace else { return nil }
        // Walk back over the signature (`-> some View`, `throws`, `where T: P`, its groups) to its keyword.
        var j = previous(before: open)
        var steps = 0
        var keyword: Int?
        while let k = j, steps < 128 {
            steps += 1
            switch tokens[k].kind {
            case .leftBrace, .rightBrace, .semicolon: return nil
            case .rightParen, .rightBracket:
                j = tree.match(k).flatMap { previous(before: $0) }
                continue
            case .keyword:
                if tokenIs(k, "func") || tokenIs(k, "init") || tokenIs(k, "subscript") { keyword = k }
                else if tokenIs(k, "var") || tokenIs(k, "let") || tokenIs(k, "struct") || tokenIs(k, "class")
                            || tokenIs(k, "enum") || tokenIs(k, "extension") || tokenIs(k, "protocol") || tokenIs(k, "in") { return nil }
            default: break
            }
            if keyword != nil { break }
            j = previous(before: k)
        }
        return keyword
    }
}
