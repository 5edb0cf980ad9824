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
}
