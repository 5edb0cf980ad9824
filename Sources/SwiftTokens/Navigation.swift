extension SourceFile {
    /// The next token after `i` that is not trivia.
    public func next(after i: Int) -> Int? {
        var j = i + 1
        while j < tokens.count {
            if !tokens[j].kind.isTrivia { return j }
            j += 1
        }
        return nil
    }

    /// The previous token before `i` that is not trivia.
    public func previous(before i: Int) -> Int? {
        var j = i - 1
        while j >= 0 {
            if !tokens[j].kind.isTrivia { return j }
            j -= 1
        }
        return nil
    }

    /// Whether a line break lies between tokens `a` and `b` (a < b).
    public func lineBreakBetween(_ a: Int, _ b: Int) -> Bool {
        var j = a + 1
        while j < b {
            if tokens[j].kind == .newline { return true }
            if tokens[j].kind == .blockComment || tokens[j].kind == .docBlockComment,
               bytes[tokens[j].range].contains(0x0A) || bytes[tokens[j].range].contains(0x0D) {
                return true
            }
            j += 1
        }
        return false
    }

    /// The index after a bracket group that starts at `i` (its partner + 1), or `i + 1`.
    @inlinable public func skipGroup(_ i: Int) -> Int {
        if tokens[i].kind.isOpeningBracket, let close = tree.match(i) { return close + 1 }
        return i + 1
    }

    /// The significant tokens directly inside the bracket pair opened at `open`, with nested
    /// groups entered as their opening token only.
    public func children(of open: Int) -> [Int] {
        guard let close = tree.match(open) else { return [] }
        var out: [Int] = []
        var j = open + 1
        while j < close {
            if !tokens[j].kind.isTrivia { out.append(j) }
            j = skipGroup(j)
        }
        return out
    }

    /// Whether token `i` is an identifier with text `word`.
    @inlinable
    public func isIdentifier(_ i: Int, _ word: StaticString) -> Bool {
        tokens[i].kind == .identifier && tokenIs(i, word)
    }

    /// Whether token `i` is a keyword with text `word`.
    @inlinable
    public func isKeyword(_ i: Int, _ word: StaticString) -> Bool {
        tokens[i].kind == .keyword && tokenIs(i, word)
    }

    /// Whether the operator token `i` is binary by Swift's whitespace rule: space on both
    /// sides or on neither.
    public func isBinaryOperator(_ i: Int) -> Bool {
        guard tokens[i].kind == .operator else { return false }
        let leftSpace = i == 0 || tokens[i - 1].kind.isTrivia || tokens[i - 1].kind.isOpeningBracket
            || tokens[i - 1].kind == .comma
        let rightSpace = i + 1 >= tokens.count || tokens[i + 1].kind.isTrivia || tokens[i + 1].kind.isClosingBracket
            || tokens[i + 1].kind == .comma || tokens[i + 1].kind == .semicolon
        return leftSpace == rightSpace
    }
}

extension SourceFile {
    /// The token that starts at byte `offset`, if one does (a byte search's hit in code, not inside
    /// a comment or a string).
    public func token(startingAt offset: Int) -> Int? {
        var lo = 0, hi = tokens.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if tokens[mid].start < offset { lo = mid + 1 } else { hi = mid }
        }
        return tokens.indices.contains(lo) && tokens[lo].start == offset ? lo : nil
    }
}

extension SourceFile {
    /// Whether the `{` at `open` is the body of a statement (`for … in … {`, `if … {`, `else {`,
    /// `while`, `guard … else`, `switch`, `do`, `catch`, `repeat`, `defer`), which runs where the
    /// statement does, not a closure that may run later.
    public func isStatementBody(_ open: Int) -> Bool {
        guard tokens[open].kind == .leftBrace else { return false }
        return keywordDecides(before: open, limit: 256) { p in
            switch text(p) {
            case "if", "else", "for", "while", "guard", "switch", "do", "catch", "repeat", "defer": return true
            // A `for`'s `in` is passed over; a closure's `in` follows its own `{`.
            case "in": return nil
            // `if let x = y {` binds in a condition; `let f = {` declares a closure.
            case "let", "var":
                guard let before = previous(before: p) else { return false }
                return tokens[before].kind == .comma || ["if", "guard", "while", "case"].contains(text(before)) ? nil : false
            case "return", "func": return false
            default: return nil
            }
        }
    }

    /// What `decide` says of the first keyword it answers for, walking back from the brace `open`
    /// over the tokens of the statement before it (bracket groups whole); false when the statement
    /// ends first (`{`, `}`, `(`, `[`, `;`) or after `limit` tokens. Tells a statement's block
    /// (`if ready, let x = y {`) from a closure (`Task {`, `let f = {`).
    public func keywordDecides(before open: Int, limit: Int, _ decide: (Int) -> Bool?) -> Bool {
        var j = open
        var steps = 0
        while let p = previous(before: j), steps < limit {
            steps += 1
            switch tokens[p].kind {
            case .leftBrace, .leftParen, .leftBracket, .semicolon, .rightBrace:
                return false
            case .rightParen, .rightBracket:
                guard let o = tree.match(p) else { return false }
                j = o
                continue
            case .keyword:
                if let answer = decide(p) { return answer }
            default:
                break
            }
            j = p
        }
        return false
    }
}
