/// A file's tokens in two bytes each (kind and length), for keeping many files' tokens in
/// memory at a sixth of the size of `[Token]`. Lengths that do not fit go to a side list.
public struct PackedTokens: Sendable {
    /// Kind in the high 6 bits, length in the low 10; a length of `escape` is in `long`.
    private var packed: [UInt16]
    private var long: [UInt32] = []
    private static let escape = 0x3FF

    public init(_ tokens: [Token]) {
        var long: [UInt32] = []
        packed = [UInt16](unsafeUninitializedCapacity: tokens.count) { out, count in
            tokens.withUnsafeBufferPointer { t in
                for i in 0..<t.count {
                    let length = t[i].length
                    let kind = UInt16(t[i].kind.rawValue) << 10
                    if length < PackedTokens.escape {
                        out[i] = kind | UInt16(length)
                    } else {
                        out[i] = kind | UInt16(PackedTokens.escape)
                        long.append(UInt32(truncatingIfNeeded: length))
                    }
                }
            }
            count = tokens.count
        }
        self.long = long
    }

    /// Bytes held, for a memory budget.
    public var size: Int { packed.count * 2 + long.count * 4 }

    /// The tokens again: each starts where the one before it ends.
    public func tokens() -> [Token] { unpacked().tokens }

    /// The tokens again, with their bracket tree.
    func unpacked() -> (tokens: [Token], tree: BracketTree) {
        var matcher = BracketMatcher(expected: packed.count / 8 + 16)
        let tokens = [Token](unsafeUninitializedCapacity: packed.count) { out, count in
            packed.withUnsafeBufferPointer { p in
                var start = 0
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
                    out.baseAddress!.advanced(by: i).initialize(to: Token(kind: kind, start: start, end: start + length))
                    start += length
                }
            }
            count = packed.count
        }
        return (tokens, matcher.tree(tokenCount: packed.count))
    }
}
