/// A file's tokens in two bytes each (kind and length), for keeping many files' tokens in
/// memory at less than half the size of a `TokenList`. Lengths that do not fit go to a side list.
public struct PackedTokens: Sendable {
    /// Kind in the high 6 bits, length in the low 10; a length of `escape` is in `long`.
    private var packed: [UInt16]
    private var long: [UInt32] = []
    private static let escape = 0x3FF

    public init(_ tokens: [Token]) { self.init(TokenList(tokens)) }

    public init(_ tokens: TokenList) {
        var long: [UInt32] = []
        packed = [UInt16](unsafeUninitializedCapacity: tokens.count) { out, count in
            for (i, token) in tokens.enumerated() {
                let length = token.length
                let kind = UInt16(token.kind.rawValue) << 10
                if length < PackedTokens.escape {
                    out[i] = kind | UInt16(length)
                } else {
                    out[i] = kind | UInt16(PackedTokens.escape)
                    long.append(UInt32(truncatingIfNeeded: length))
                }
            }
            count = tokens.count
        }
        self.long = long
    }

    /// Bytes held, for a memory budget.
    public var size: Int { packed.count * 2 + long.count * 4 }

    /// The tokens again: each starts where the one before it ends.
    public func tokens() -> [Token] { Array(unpacked().tokens) }

    /// The tokens again, with their bracket tree.
    func unpacked() -> (tokens: TokenList, tree: BracketTree) {
        var matcher = BracketMatcher(expected: packed.count / 8 + 16)
        let storage = TokenStorage(capacity: packed.count)
        packed.withUnsafeBufferPointer { p in
            var end = 0
            var nextLong = 0
            for i in 0..<p.count {
                var length = Int(p[i] & 0x3FF)
                if length == PackedTokens.escape {
                    length = Int(long[nextLong])
                    nextLong += 1
                }
                // Kinds were packed from valid `TokenKind` raw values, so the cast is exact.
                let kind = unsafeBitCast(UInt8(truncatingIfNeeded: p[i] >> 10), to: TokenKind.self)
                matcher.feed(i, kind)
                end += length
                storage.kinds[i] = kind
                storage.bounds[i + 1] = UInt32(truncatingIfNeeded: end)
            }
        }
        return (TokenList(storage: storage, count: packed.count), matcher.tree(tokenCount: packed.count))
    }
}
