/// The tokens emitted so far, written straight into a token list's storage. Every token
/// covers at least one byte, so room for one token per byte is always enough: an append
/// neither checks capacity nor grows. A token starts where the one before it ends, so only
/// its kind and its end are written.
struct TokenBuffer {
    let kinds: UnsafeMutablePointer<TokenKind>
    let bounds: UnsafeMutablePointer<UInt32>
    var count = 0

    init(_ storage: TokenStorage) {
        kinds = storage.kinds
        bounds = storage.bounds
    }

    /// Appends the run up to `end` as a token of `kind`, or as several when it is longer than
    /// one token holds (`Token.maxLength`).
    @inline(__always) mutating func append(_ kind: TokenKind, _ start: Int, _ end: Int) {
        if end - start > Token.maxLength { return appendLong(kind, start, end) }
        kinds[count] = kind
        bounds[count + 1] = UInt32(truncatingIfNeeded: end)
        count += 1
    }

    @inline(__always) subscript(k: Int) -> Token {
        Token(kind: kinds[k], start: Int(bounds[k]), end: Int(bounds[k + 1]))
    }

    @inline(never) mutating func appendLong(_ kind: TokenKind, _ start: Int, _ end: Int) {
        var from = start
        while end - from > Token.maxLength {
            from += Token.maxLength
            kinds[count] = kind
            bounds[count + 1] = UInt32(truncatingIfNeeded: from)
            count += 1
        }
        kinds[count] = kind
        bounds[count + 1] = UInt32(truncatingIfNeeded: end)
        count += 1
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

    /// The last value, removed; nil when empty.
    @inline(__always) mutating func popLast() -> Int32? {
        guard count > 0 else { return nil }
        count -= 1
        return base[count]
    }

    /// The last value; nil when empty.
    @inline(__always) var last: Int32? { count > 0 ? base[count - 1] : nil }

    func array() -> [Int32] { Array(UnsafeBufferPointer(start: base, count: count)) }

    func deallocate() { base.deallocate() }
}
