#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Turns any bytes into tokens that cover every byte exactly once, in linear time.
public enum Lexer {
    /// Tokenizes `bytes`. Concatenating the tokens' ranges always gives `bytes` back.
    public static func tokenize(_ bytes: [UInt8]) -> [Token] { Array(lex(bytes, watch: nil).tokens) }

    /// No word watched: the table the lexer reads when its caller watches nothing.
    static let unwatched = TokenWatch()

    /// The tokens, their bracket tree (its brackets matched as they are emitted), and the
    /// indices of the tokens `watch` asks for.
    static func lex(_ bytes: [UInt8], watch: TokenWatch?) -> (tokens: TokenList, tree: BracketTree, watched: [Int32]) {
        // Every token covers at least one byte: room for one per byte is always enough, and
        // pages of a big array that are never written cost no memory.
        var matcher = BracketMatcher(expected: bytes.count / 16 + 16)
        var watched = Int32Buffer(capacity: watch == nil ? 1 : bytes.count / 32 + 16)
        defer { watched.deallocate() }
        let watch = watch ?? unwatched
        let storage = TokenStorage(capacity: bytes.count + 1)
        var count = 0
        do {
            let hashed = Keywords.hashed
            bytes.withUnsafeBufferPointer { buffer in
                hashed.table.withUnsafeBufferPointer { keywords in
                    Keywords.lengthMasks.withUnsafeBufferPointer { masks in
                        Characters.identifierBodyTable.withUnsafeBufferPointer { table in
                          watch.words.withUnsafeBufferPointer { watchedWords in
                            var scanner = Scanner(buffer, keywords: keywords, multiplier: hashed.multiplier, masks: masks,
                                                  identifierBody: table, storage: storage, matcher: matcher,
                                                  watched: watched, watchedWords: watchedWords, watchesAssignments: watch.assignments)
                            scanner.run()
                            count = scanner.tokens.count
                            matcher = scanner.matcher
                            watched = scanner.watched
                          }
                        }
                    }
                }
            }
        }
        return (TokenList(storage: storage, count: count), matcher.tree(tokenCount: count), watched.array())
    }
}

/// An open `\(`: the lexer is in code until the matching `)`, then back in the string.
struct InterpolationContext {
    var pounds: Int
    var multiline: Bool
    var parenDepth: Int
}

/// The lexer's state over one buffer. Every scan either consumes what it read or is
/// bounded by a memo of where it failed before, so no input is quadratic.
struct Scanner {
    let b: UnsafeBufferPointer<UInt8>
    let n: Int
    var pos = 0
    var tokens: TokenBuffer
    /// The brackets emitted so far, matched.
    var matcher: BracketMatcher
    /// Indices of the tokens emitted so far that the caller watches (see `TokenWatch`).
    var watched: Int32Buffer
    let watchedWords: UnsafeBufferPointer<UInt8>
    let watchesAssignments: Bool
    var interpolations: [InterpolationContext] = []
    /// Starts before these offsets are known to fail: the scan from an earlier start ran to
    /// the end of its line (or file) without finding a closer.
    var bareRegexFailsBefore = -1
    /// For `#/` regexes: pound count → offset before which a scan with at least that many fails.
    var extendedRegexFailures: [Int: Int] = [:]
    var placeholderFailsBefore = -1
    var backtickFailsBefore = -1

    /// `Keywords.hashed`: the reserved words' table and its multiplier.
    let keywords: UnsafeBufferPointer<UInt64>
    let multiplier: UInt64
    /// `Keywords.lengthMasks`.
    let masks: UnsafeBufferPointer<UInt64>
    /// 1 for the ASCII bytes that continue an identifier, by byte value.
    let identifierBody: UnsafeBufferPointer<UInt8>

    init(_ b: UnsafeBufferPointer<UInt8>, keywords: UnsafeBufferPointer<UInt64>, multiplier: UInt64,
         masks: UnsafeBufferPointer<UInt64>, identifierBody: UnsafeBufferPointer<UInt8>,
         storage: TokenStorage, matcher: BracketMatcher,
         watched: Int32Buffer, watchedWords: UnsafeBufferPointer<UInt8>, watchesAssignments: Bool) {
        self.b = b
        self.keywords = keywords
        self.multiplier = multiplier
        self.masks = masks
        self.identifierBody = identifierBody
        self.n = b.count
        tokens = TokenBuffer(storage)
        self.matcher = matcher
        self.watched = watched
        self.watchedWords = watchedWords
        self.watchesAssignments = watchesAssignments
    }

    @inline(__always) func at(_ i: Int) -> UInt8 { i < n ? b[i] : 0 }

    @inline(__always) mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int) {
        guard end > start else { return }
        tokens.append(kind, start, end)
    }

    /// The last non-trivia token emitted, for telling `/` the operator from `/` the regex: found
    /// by looking back past the trivia since it. Only a `/` or a number asks, and the token it
    /// starts is not trivia, so each run of trivia is looked back over at most once.
    var previous: Token? {
        var k = tokens.count - 1
        while k >= 0 {
            let token = tokens[k]
            if !token.kind.isTrivia { return token }
            k -= 1
        }
        return nil
    }

    mutating func run() {
        if n >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF {
            emit(.whitespace, 0, 3)
            pos = 3
        }
        if at(pos) == 0x23 && at(pos + 1) == 0x21 { // #!
            let start = pos
            pos = endOfLine(from: pos)
            emit(.shebang, start, pos)
        }
        // Identifiers, line breaks, indentation and one-byte punctuation are most of any
        // source file: they take a short path here, everything else goes through `lexOne`.
        // The position, the token count and the tables live in locals here (the position and
        // count written back around `lexOne`): stored properties of a mutating `self` were
        // loaded again on every byte.
        var pos = self.pos
        var count = tokens.count
        let kinds = tokens.kinds, bounds = tokens.bounds
        let b = self.b, n = self.n, base = b.baseAddress
        let identifierBody = self.identifierBody, watchedWords = self.watchedWords
        let keywords = self.keywords, multiplier = self.multiplier, masks = self.masks
        let watchesAssignments = self.watchesAssignments
        while pos < n {
            let start = pos
            let c = b[pos]
            if identifierBody[Int(c)] > 1 {
                // The name's first sixteen bytes, read once: where it ends and whether it is a
                // reserved word are both told from them.
                var end: Int, stoppedAtNonASCII: Bool
                let lo: UInt64, hi: UInt64
                if pos &+ 16 <= n {
                    lo = ByteWords.load(base! + pos)
                    hi = ByteWords.load(base! + (pos &+ 8))
                    let stopLo = ByteWords.notIdentifierBody(lo)
                    if stopLo != 0 {
                        let shift = UInt64(stopLo.trailingZeroBitCount)
                        end = pos &+ Int(shift >> 3)
                        stoppedAtNonASCII = lo >> (shift & ~7) & 0x80 != 0
                    } else {
                        let stopHi = ByteWords.notIdentifierBody(hi)
                        if stopHi != 0 {
                            let shift = UInt64(stopHi.trailingZeroBitCount)
                            end = pos &+ 8 &+ Int(shift >> 3)
                            stoppedAtNonASCII = hi >> (shift & ~7) & 0x80 != 0
                        } else {
                            (end, stoppedAtNonASCII) = Scanner.identifierBodyEnd(base!, n, from: pos &+ 16, table: identifierBody)
                        }
                    }
                } else {
                    (lo, hi) = ShortWord.of(UnsafeBufferPointer(start: base! + pos, count: n &- pos))
                    (end, stoppedAtNonASCII) = Scanner.identifierBodyEnd(base!, n, from: pos &+ 1, table: identifierBody)
                }
                if stoppedAtNonASCII {
                    self.pos = end
                    consumeIdentifierBody()
                    end = self.pos
                }
                pos = end
                let reserved = Keywords.isReserved(lo: lo, hi: hi, length: end &- start, table: keywords,
                                                   multiplier: multiplier, masks: masks)
                if watchedWords[TokenWatch.slot(end &- start, c)] & (reserved ? 2 : 1) != 0 { watched.append(count) }
                if end &- start > Token.maxLength {
                    tokens.count = count
                    tokens.appendLong(.identifier, start, end)
                    count = tokens.count
                } else {
                    kinds[count] = reserved ? .keyword : .identifier
                    bounds[count &+ 1] = UInt32(truncatingIfNeeded: end)
                    count &+= 1
                }
            } else if c == 0x0A {
                pos &+= 1
                kinds[count] = .newline
                bounds[count &+ 1] = UInt32(truncatingIfNeeded: pos)
                count &+= 1
                if pos < n && b[pos] == 0x20 {
                    let indent = pos
                    pos = Scanner.spacesEnd(base!, n, from: pos &+ 1)
                    if pos < n && (b[pos] == 0x09 || b[pos] == 0x0B || b[pos] == 0x0C) {
                        pos = indent
                    } else if pos &- indent > Token.maxLength {
                        tokens.count = count
                        tokens.appendLong(.whitespace, indent, pos)
                        count = tokens.count
                    } else {
                        kinds[count] = .whitespace
                        bounds[count &+ 1] = UInt32(truncatingIfNeeded: pos)
                        count &+= 1
                    }
                }
            } else if c == 0x20 && (pos &+ 1 >= n || b[pos &+ 1] != 0x09 && b[pos &+ 1] != 0x0B && b[pos &+ 1] != 0x0C && b[pos &+ 1] != 0x20) {
                pos &+= 1
                kinds[count] = .whitespace
                bounds[count &+ 1] = UInt32(truncatingIfNeeded: pos)
                count &+= 1
            } else if let kind = onePunctuation(c, next: pos &+ 1 < n ? b[pos &+ 1] : 0) {
                switch c {
                case 0x7B: matcher.opening(count, .brace)
                case 0x7D: matcher.closing(count, .brace)
                case 0x5B: matcher.opening(count, .square)
                case 0x5D: matcher.closing(count, .square)
                case 0x28: matcher.opening(count, .paren)
                case 0x29: matcher.closing(count, .paren)
                default: break
                }
                pos &+= 1
                kinds[count] = kind
                bounds[count &+ 1] = UInt32(truncatingIfNeeded: pos)
                count &+= 1
            } else if Characters.isASCIIOperator(c) && c != 0x2F && c != 0x3C,
                      case let next = pos &+ 1 < n ? b[pos &+ 1] : 0, !Characters.isASCIIOperator(next) && next != 0x2E && next < 0x80 {
                // A one-byte operator (`=`, `?`, `!`, `-` before a name...): what `lexOperator`
                // makes of it, without the call. `/` may start a comment or a regex, `<` a placeholder.
                if watchesAssignments && (c == 0x3D || c == 0x26) { watched.append(count) }
                pos &+= 1
                kinds[count] = .operator
                bounds[count &+ 1] = UInt32(truncatingIfNeeded: pos)
                count &+= 1
            } else {
                self.pos = pos
                tokens.count = count
                lexOne()
                pos = self.pos
                count = tokens.count
            }
        }
        self.pos = pos
        tokens.count = count
    }

    /// The end of the run of ASCII identifier bytes (`A-Z a-z 0-9 _`) that starts at `i`, eight
    /// bytes at a time while eight are left, and whether the byte there is not ASCII (the name
    /// may go on): told from the word already loaded, not by reading the byte again.
    @inline(__always) static func identifierBodyEnd(_ base: UnsafePointer<UInt8>, _ n: Int, from i: Int,
                                                    table identifierBody: UnsafeBufferPointer<UInt8>) -> (end: Int, nonASCII: Bool) {
        var end = i
        while end &+ 8 <= n {
            let word = ByteWords.load(base + end)
            let stop = ByteWords.notIdentifierBody(word)
            if stop != 0 {
                let shift = UInt64(stop.trailingZeroBitCount)
                return (end &+ Int(shift >> 3), word >> (shift & ~7) & 0x80 != 0)
            }
            end &+= 8
        }
        while end < n && identifierBody[Int(base[end])] != 0 { end &+= 1 }
        return (end, end < n && base[end] >= 0x80)
    }

    /// The end of the run of spaces that starts at `i`, eight bytes at a time.
    @inline(__always) static func spacesEnd(_ base: UnsafePointer<UInt8>, _ n: Int, from i: Int) -> Int {
        var end = i
        while end &+ 8 <= n {
            let other = ~ByteWords.equal(ByteWords.load(base + end), 0x20) & ByteWords.high
            if other != 0 { return end &+ ByteWords.firstFlagged(other) }
            end &+= 8
        }
        while end < n && base[end] == 0x20 { end &+= 1 }
        return end
    }

    /// The token a byte is on its own, for the punctuation that means the same wherever it
    /// stands; nil for anything that needs `lexOne` (parentheses inside an interpolation,
    /// a `.` that starts `..<` or `...`).
    @inline(__always) func onePunctuation(_ c: UInt8, next: UInt8) -> TokenKind? {
        switch c {
        case 0x7B: return .leftBrace
        case 0x7D: return .rightBrace
        case 0x5B: return .leftBracket
        case 0x5D: return .rightBracket
        case 0x2C: return .comma
        case 0x3A: return .colon
        case 0x3B: return .semicolon
        case 0x28: return interpolations.isEmpty ? .leftParen : nil
        case 0x29: return interpolations.isEmpty ? .rightParen : nil
        case 0x2E: return next == 0x2E ? nil : .period
        default: return nil
        }
    }

    /// The first line break at or after `i`, or the end. Two `memchr`s: a comment line is long
    /// enough that a byte loop over it showed in profiles.
    @inline(__always) func endOfLine(from i: Int) -> Int {
        guard i < n, let base = b.baseAddress else { return i }
        var end = n
        if let hit = memchr(base + i, 0x0A, n - i) { end = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit)) }
        if end > i, let hit = memchr(base + i, 0x0D, end - i) { end = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit)) }
        return end
    }

    /// One token of whatever the short path in `run` leaves: runs of spaces and tabs, CR,
    /// comments, operators and regexes, strings, `#`, parentheses inside an interpolation,
    /// `..`, backslash, `@`, backtick and `$` names, numbers, placeholders and non-ASCII.
    mutating func lexOne() {
        let start = pos
        let c = b[pos]
        switch c {
        case 0x20, 0x09, 0x0B, 0x0C:
            pos += 1
            while pos < n, b[pos] == 0x20 || b[pos] == 0x09 || b[pos] == 0x0B || b[pos] == 0x0C { pos += 1 }
            emit(.whitespace, start, pos)
        case 0x0D:
            pos += at(pos + 1) == 0x0A ? 2 : 1
            emit(.newline, start, pos)
        case 0x2F: // /
            if at(pos + 1) == 0x2F {
                lexLineComment()
            } else if at(pos + 1) == 0x2A {
                lexBlockComment()
            } else if !lexBareRegex() {
                lexOperator()
            }
        case 0x22: // "
            lexString(pounds: 0, start: start)
        case 0x23: // #
            lexHash()
        case 0x28:
            if !interpolations.isEmpty { interpolations[interpolations.count - 1].parenDepth += 1 }
            matcher.opening(tokens.count, .paren)
            pos += 1
            emit(.leftParen, start, pos)
        case 0x29:
            matcher.closing(tokens.count, .paren)
            pos += 1
            emit(.rightParen, start, pos)
            if let top = interpolations.last {
                if top.parenDepth == 0 {
                    interpolations.removeLast()
                    lexStringBody(pounds: top.pounds, multiline: top.multiline, segmentStart: pos)
                } else {
                    interpolations[interpolations.count - 1].parenDepth -= 1
                }
            }
        case 0x5C: pos += 1; emit(.backslash, start, pos)
        case 0x40: // @
            if at(pos + 1) != 0, isIdentifierStart(pos + 1) {
                pos += 1
                consumeIdentifierBody()
                emit(.attribute, start, pos)
            } else {
                pos += 1
                emit(.at, start, pos)
            }
        case 0x2E: // a lone `.` took the short path, so this starts `..<`, `...` or an operator
            lexOperator()
        case 0x60: // `
            lexBacktickIdentifier()
        case 0x24: // $
            pos += 1
            consumeIdentifierBody()
            if watchedWords[TokenWatch.slot(pos - start, c)] & 1 != 0 { watched.append(tokens.count) }
            emit(.identifier, start, pos)
        case 0x30...0x39:
            lexNumber()
        case 0x3C where at(pos + 1) == 0x23: // <#
            if !lexPlaceholder() { lexOperator() }
        default:
            if Characters.isASCIIOperator(c) {
                lexOperator()
            } else if c >= 0x80, let (scalar, length) = Characters.decodeScalar(b, pos) {
                if Characters.isUnicodeOperatorHead(scalar) {
                    lexOperator()
                } else if Characters.isUnicodeIdentifier(scalar) {
                    pos += length
                    consumeIdentifierBody()
                    emit(.identifier, start, pos)
                } else {
                    pos += length
                    emit(.unknown, start, pos)
                }
            } else {
                pos += 1
                emit(.unknown, start, pos)
            }
        }
    }

    // MARK: identifiers

    func isIdentifierStart(_ i: Int) -> Bool {
        let c = b[i]
        if Characters.isASCIIIdentifierHead(c) { return true }
        if c >= 0x80, let (s, _) = Characters.decodeScalar(b, i) { return Characters.isUnicodeIdentifier(s) }
        return false
    }

    mutating func consumeIdentifierBody() {
        while pos < n {
            let c = b[pos]
            if Characters.isASCIIIdentifierBody(c) {
                pos += 1
            } else if c >= 0x80, let (s, length) = Characters.decodeScalar(b, pos),
                      Characters.isUnicodeIdentifier(s) || (s >= 0x300 && s <= 0x36F) {
                pos += length
            } else {
                return
            }
        }
    }

    mutating func lexBacktickIdentifier() {
        let start = pos
        if start >= backtickFailsBefore {
            var j = pos + 1
            while j < n && b[j] != 0x60 && b[j] != 0x0A && b[j] != 0x0D { j += 1 }
            if j < n && b[j] == 0x60 {
                pos = j + 1
                emit(.identifier, start, pos)
                return
            }
            backtickFailsBefore = j
        }
        pos += 1
        emit(.unknown, start, pos)
    }

    // MARK: comments

    mutating func lexLineComment() {
        let start = pos
        let isDoc = at(pos + 2) == 0x2F && at(pos + 3) != 0x2F
        pos = endOfLine(from: pos)
        emit(isDoc ? .docLineComment : .lineComment, start, pos)
    }

    mutating func lexBlockComment() {
        let start = pos
        let isDoc = at(pos + 2) == 0x2A && at(pos + 3) != 0x2A && at(pos + 3) != 0x2F
        pos += 2
        var depth = 1
        while pos < n {
            if b[pos] == 0x2F && at(pos + 1) == 0x2A {
                depth += 1
                pos += 2
            } else if b[pos] == 0x2A && at(pos + 1) == 0x2F {
                depth -= 1
                pos += 2
                if depth == 0 { break }
            } else {
                pos += 1
            }
        }
        emit(isDoc ? .docBlockComment : .blockComment, start, pos)
    }

    // MARK: operators and numbers

    mutating func lexOperator() {
        let start = pos
        let dotted = b[pos] == 0x2E
        while pos < n {
            let c = b[pos]
            if pos > start && c == 0x2F && (at(pos + 1) == 0x2F || at(pos + 1) == 0x2A) { break }
            if c == 0x2E {
                if !dotted { break }
                pos += 1
            } else if Characters.isASCIIOperator(c) {
                if c == 0x3C && at(pos + 1) == 0x23 && pos > start { break } // `<#` starts a placeholder
                pos += 1
            } else if c >= 0x80, let (s, length) = Characters.decodeScalar(b, pos),
                      pos == start ? Characters.isUnicodeOperatorHead(s) : Characters.isUnicodeOperatorBody(s) {
                pos += length
            } else {
                break
            }
        }
        if pos == start { pos += 1 }
        let isArrow = pos - start == 2 && b[start] == 0x2D && b[start + 1] == 0x3E
        if watchesAssignments && !isArrow && (b[pos - 1] == 0x3D || (pos - start == 1 && b[start] == 0x26)) {
            watched.append(tokens.count)
        }
        emit(isArrow ? .arrow : .operator, start, pos)
    }

    mutating func lexNumber() {
        let start = pos
        var isFloat = false
        let afterPeriod = previous.map { $0.kind == .period && $0.end == start } ?? false
        if b[pos] == 0x30 && (at(pos + 1) == 0x78 || at(pos + 1) == 0x58) { // 0x
            pos += 2
            while pos < n && (Characters.isHexDigit(b[pos]) || b[pos] == 0x5F) { pos += 1 }
            if !afterPeriod && at(pos) == 0x2E && Characters.isHexDigit(at(pos + 1)) {
                isFloat = true
                pos += 1
                while pos < n && (Characters.isHexDigit(b[pos]) || b[pos] == 0x5F) { pos += 1 }
            }
            if at(pos) == 0x70 || at(pos) == 0x50 { // p exponent
                isFloat = true
                pos += 1
                if at(pos) == 0x2B || at(pos) == 0x2D { pos += 1 }
            }
        } else if b[pos] == 0x30 && (at(pos + 1) == 0x6F || at(pos + 1) == 0x62) { // 0o 0b
            pos += 2
        } else {
            while pos < n && (Characters.isDigit(b[pos]) || b[pos] == 0x5F) { pos += 1 }
            if !afterPeriod && at(pos) == 0x2E && Characters.isDigit(at(pos + 1)) {
                isFloat = true
                pos += 1
                while pos < n && (Characters.isDigit(b[pos]) || b[pos] == 0x5F) { pos += 1 }
            }
            if at(pos) == 0x65 || at(pos) == 0x45 {
                let sign = at(pos + 1) == 0x2B || at(pos + 1) == 0x2D ? 1 : 0
                if Characters.isDigit(at(pos + 1 + sign)) {
                    isFloat = true
                    pos += 1 + sign
                }
            }
        }
        // Digits and any letters glued to the literal (an invalid suffix) stay in one token.
        while pos < n && Characters.isASCIIIdentifierBody(b[pos]) { pos += 1 }
        emit(isFloat ? .floatLiteral : .integerLiteral, start, pos)
    }

    // MARK: `#`

    mutating func lexHash() {
        let start = pos
        var j = pos
        while j < n && b[j] == 0x23 { j += 1 }
        let pounds = j - pos
        if at(j) == 0x22 {
            lexString(pounds: pounds, start: start)
            return
        }
        if at(j) == 0x2F, lexExtendedRegex(pounds: pounds) { return }
        // A run of `#` that starts nothing: every `#` but the last is punctuation, so the
        // run is read once however long it is.
        while pos < j - 1 {
            pos += 1
            emit(.hash, pos - 1, pos)
        }
        let last = pos
        if j < n, isIdentifierStart(j) {
            pos = j
            consumeIdentifierBody()
            emit(isDirective(last + 1, pos) ? .poundDirective : .poundKeyword, last, pos)
            return
        }
        pos += 1
        emit(.hash, last, pos)
    }

    func isDirective(_ s: Int, _ e: Int) -> Bool {
        let word = b[s..<e]
        for d in Scanner.directives where d.elementsEqual(word) { return true }
        return false
    }

    static let directives: [[UInt8]] = ["if", "elseif", "else", "endif", "sourceLocation", "warning", "error"].map { Array($0.utf8) }

    // MARK: placeholders

    mutating func lexPlaceholder() -> Bool {
        let start = pos
        guard start >= placeholderFailsBefore else { return false }
        var j = pos + 2
        while j < n && b[j] != 0x0A && b[j] != 0x0D {
            if b[j] == 0x23 && at(j + 1) == 0x3E {
                pos = j + 2
                emit(.placeholder, start, pos)
                return true
            }
            j += 1
        }
        placeholderFailsBefore = j
        return false
    }
}
