/// The tokens emitted so far, written straight into the result array's storage. Appending
/// to an `Array` checks uniqueness and capacity on each of millions of calls; this only
/// compares its count with its capacity, and notes an overflow instead of growing.
struct TokenBuffer {
    private let storage: UnsafeMutableBufferPointer<Token>
    private(set) var count = 0
    private(set) var overflowed = false

    init(_ storage: UnsafeMutableBufferPointer<Token>) { self.storage = storage }

    @inline(__always) mutating func append(_ token: Token) {
        guard count < storage.count else {
            overflowed = true
            return
        }
        storage.baseAddress!.advanced(by: count).initialize(to: token)
        count += 1
    }

    /// Appends the run `start..<end` as a token of `kind`, or as several when it is longer than
    /// one token holds (`Token.maxLength`); returns the last.
    @inline(__always) mutating func append(_ kind: TokenKind, _ start: Int, _ end: Int) -> Token {
        if end - start > Token.maxLength { return appendLong(kind, start, end) }
        let token = Token(kind: kind, start: start, end: end)
        append(token)
        return token
    }

    @inline(never) mutating func appendLong(_ kind: TokenKind, _ start: Int, _ end: Int) -> Token {
        var from = start
        while end - from > Token.maxLength {
            append(Token(kind: kind, start: from, end: from + Token.maxLength))
            from += Token.maxLength
        }
        let last = Token(kind: kind, start: from, end: end)
        append(last)
        return last
    }
}
