extension Scanner {
    /// Lexes a string literal whose delimiter starts at `start` (after `pounds` `#`s comes `"`).
    mutating func lexString(pounds: Int, start: Int) {
        pos = start + pounds
        let multiline = at(pos) == 0x22 && at(pos + 1) == 0x22 && at(pos + 2) == 0x22
        pos += multiline ? 3 : 1
        lexStringBody(pounds: pounds, multiline: multiline, segmentStart: start)
    }

    /// Scans string text from `pos` until the closing delimiter, an interpolation, or (for a
    /// single-line string) the end of the line. Emits the segment from `segmentStart`.
    mutating func lexStringBody(pounds: Int, multiline: Bool, segmentStart: Int) {
        while pos < n {
            // Text is most of a string: skip to the next byte that can end or escape it.
            pos = nextStringSpecial(from: pos)
            guard pos < n else { break }
            let c = b[pos]
            if c == 0x5C, hasPounds(pounds, at: pos + 1) { // backslash + delimiter pounds
                let escapeStart = pos
                pos += 1 + pounds
                if at(pos) == 0x28 { // interpolation
                    emit(.stringSegment, segmentStart, escapeStart)
                    pos += 1
                    matcher.opening(tokens.count, .paren)
                    emit(.interpolationOpen, escapeStart, pos)
                    interpolations.append(InterpolationContext(pounds: pounds, multiline: multiline, parenDepth: 0))
                    return
                }
                if pos < n {
                    let escaped = b[pos]
                    if escaped == 0x0A || escaped == 0x0D {
                        if !multiline { break } // unterminated; the newline is not part of the string
                        pos += escaped == 0x0D && at(pos + 1) == 0x0A ? 2 : 1
                    } else {
                        pos += 1
                    }
                }
                continue
            }
            if c == 0x22 {
                if multiline {
                    if at(pos + 1) == 0x22 && at(pos + 2) == 0x22 && hasPounds(pounds, at: pos + 3) {
                        pos += 3 + pounds
                        emit(.stringSegment, segmentStart, pos)
                        return
                    }
                } else if hasPounds(pounds, at: pos + 1) {
                    pos += 1 + pounds
                    emit(.stringSegment, segmentStart, pos)
                    return
                }
                pos += 1
                continue
            }
            if (c == 0x0A || c == 0x0D) && !multiline { break }
            pos += 1
        }
        emit(.stringSegment, segmentStart, pos)
    }

    /// The first backslash, quote or line break at or after `i`, or the end: eight bytes at a time.
    @inline(__always) func nextStringSpecial(from i: Int) -> Int {
        var j = i
        let base = b.baseAddress!
        while j + 8 <= n {
            let x = ByteWords.load(base + j)
            let hit = ByteWords.equal(x, 0x5C) | ByteWords.equal(x, 0x22) | ByteWords.equal(x, 0x0A) | ByteWords.equal(x, 0x0D)
            if hit != 0 { return j + ByteWords.firstFlagged(hit) }
            j += 8
        }
        while j < n {
            let c = b[j]
            if c == 0x5C || c == 0x22 || c == 0x0A || c == 0x0D { return j }
            j += 1
        }
        return n
    }

    @inline(__always) func hasPounds(_ count: Int, at i: Int) -> Bool {
        var k = 0
        while k < count {
            if at(i + k) != 0x23 { return false }
            k += 1
        }
        return true
    }

    // MARK: regex literals

    /// Whether a `/` here begins an expression (SE-0354): the previous token cannot end one.
    func isExpressionStart() -> Bool {
        guard let p = previous else { return true }
        switch p.kind {
        case .identifier, .integerLiteral, .floatLiteral, .stringSegment, .regexLiteral, .placeholder,
             .rightParen, .rightBracket, .rightBrace, .poundKeyword:
            return false
        case .keyword:
            return !Keywords.endsExpression(b, p.start, p.end)
        case .operator:
            // A postfix operator glued to what precedes it (`x! /`) ends an expression.
            return !(p.end == pos && (b[p.end - 1] == 0x21 || b[p.end - 1] == 0x3F))
        default:
            return true
        }
    }

    /// `/.../` in expression position: no leading or trailing space, one line, balanced groups.
    mutating func lexBareRegex() -> Bool {
        let start = pos
        guard start >= bareRegexFailsBefore, isExpressionStart() else { return false }
        let first = at(pos + 1)
        if pos + 1 >= n || first == 0x20 || first == 0x09 || first == 0x0A || first == 0x0D { return false }
        var j = pos + 1
        var classDepth = 0
        var groups = 0
        while j < n {
            let c = b[j]
            switch c {
            case 0x0A, 0x0D:
                bareRegexFailsBefore = j
                return false
            case 0x5C:
                if at(j + 1) == 0x0A || at(j + 1) == 0x0D || j + 1 >= n {
                    bareRegexFailsBefore = j + 1
                    return false
                }
                j += 2
                continue
            case 0x5B:
                classDepth += 1
            case 0x5D:
                if classDepth > 0 { classDepth -= 1 }
            case 0x28:
                if classDepth == 0 { groups += 1 }
            case 0x29:
                if classDepth == 0 {
                    groups -= 1
                    if groups < 0 { return false }
                }
            case 0x2F:
                if classDepth == 0 {
                    let last = b[j - 1]
                    if last == 0x20 || last == 0x09 || groups != 0 { return false }
                    pos = j + 1
                    emit(.regexLiteral, start, pos)
                    return true
                }
            default:
                break
            }
            j += 1
        }
        bareRegexFailsBefore = j
        return false
    }

    /// `#/.../#` (any number of `#`): one line, or many when `#/` ends its line.
    mutating func lexExtendedRegex(pounds: Int) -> Bool {
        let start = pos
        var j = start + pounds + 1
        let multiline = at(j) == 0x0A || at(j) == 0x0D
        for (failedPounds, before) in extendedRegexFailures
        where failedPounds <= pounds && start < before && (!multiline || before >= n) {
            return false
        }
        while j < n {
            let c = b[j]
            if (c == 0x0A || c == 0x0D) && !multiline { break }
            if c == 0x5C {
                j += 2
                continue
            }
            if c == 0x2F && hasPounds(pounds, at: j + 1) {
                pos = j + 1 + pounds
                emit(.regexLiteral, start, pos)
                return true
            }
            j += 1
        }
        extendedRegexFailures[pounds] = max(extendedRegexFailures[pounds] ?? 0, min(j, n))
        return false
    }
}
