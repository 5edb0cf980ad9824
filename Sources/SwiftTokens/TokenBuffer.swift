/// The tokens emitted so far, written straight into the result array's storage. Every token
/// covers at least one byte, so room for one token per byte is always enough: an append
/// neither checks capacity nor grows.
struct TokenBuffer {
    let storage: UnsafeMutablePointer<Token>
    var count = 0

    init(_ storage: UnsafeMutableBufferPointer<Token>) { self.storage = storage.baseAddress! }

    @inline(__always) mutating func append(_ token: Token) {
        storage.advanced(by: count).initialize(to: token)
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

    @inline(__always) subscript(k: Int) -> Token { storage[k] }

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

/// 32-bit values (token indices, mostly) in one allocation that doubles when full.
struct Int32Buffer {
    private(set) var base: UnsafeMutablePointer<Int32>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        base = UnsafeMutablePointer<Int32>.allocate(capacity: self.capacity)
    }

    @inline(__always) mutating func append(_ value: Int32) {
        if count == capacity { grow() }
        base[count] = value
        count += 1
    }

    @inline(__always) mutating func append(_ index: Int) { append(Int32(truncatingIfNeeded: index)) }

    @inline(__always) subscript(k: Int) -> Int32 {
        get { base[k] }
        nonmutating set { base[k] = newValue }
    }

    @inline(never) mutating func grow() {
        let larger = UnsafeMutablePointer<Int32>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    func array() -> [Int32] { Array(UnsafeBufferPointer(start: base, count: count)) }

    func deallocate() { base.deallocate() }
}
