/// Swift's reserved words. Contextual keywords are left out on purpose: they are valid
/// identifiers in most positions, and rules that care look at their text.
public enum Keywords {
    static let reserved: [[UInt8]] = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ].map { Array($0.utf8) }

    /// Reserved words by their bytes, for the lexer's loop: each word as two 64-bit words (`key`),
    /// at the slot its key hashes to, no two words in one slot (an empty slot holds zeros, and no
    /// identifier starts with a zero byte). The lexer tells a reserved word with
    /// a multiply, two loads and a compare, and no branch: a branch on whether an identifier might
    /// be one (by its length and first and last byte) went either way and was mispredicted often.
    static let hashed: (table: [UInt64], multiplier: UInt64) = {
        // The first multiplier that puts no two words in one slot, from a fixed sequence.
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        while true {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let multiplier = state | 1
            var table = [UInt64](repeating: 0, count: 2 * hashedSlots)
            var clash = false
            for word in reserved {
                let (lo, hi) = word.withUnsafeBufferPointer { ShortWord.of($0) }
                let (loKey, hiKey) = lengthMasks.withUnsafeBufferPointer { key(lo: lo, hi: hi, length: word.count, masks: $0) }
                let slot = hashedSlot(loKey, hiKey, multiplier: multiplier)
                if table[2 * slot] != 0 { clash = true; break }
                table[2 * slot] = loKey
                table[2 * slot + 1] = hiKey
            }
            if !clash { return (table, multiplier) }
        }
    }()
    static let hashedSlots = 512
    /// `lengthMasks[k]`: the low `k` bytes of a word (k up to 8).
    static let lengthMasks: [UInt64] = (0...8).map { $0 == 8 ? ~0 : (1 << UInt64(8 * $0)) - 1 }

    /// The key of an identifier of `length` bytes whose first sixteen bytes (or fewer, then any
    /// bytes after) are `lo` and `hi`: those of its bytes, zeros after. No reserved word is longer
    /// than 15 bytes, so each word's key ends in a zero byte; a longer identifier's does not.
    @inline(__always) static func key(lo: UInt64, hi: UInt64, length: Int, masks: UnsafeBufferPointer<UInt64>) -> (UInt64, UInt64) {
        let l = min(length, 16)
        return (lo & masks[min(l, 8)], hi & masks[max(l &- 8, 0)])
    }

    @inline(__always) static func hashedSlot(_ loKey: UInt64, _ hiKey: UInt64, multiplier: UInt64) -> Int {
        Int(truncatingIfNeeded: ((loKey &+ hiKey) &* multiplier) >> 55)
    }

    /// Whether the identifier of `length` bytes whose first sixteen bytes are `lo` and `hi` (both
    /// read from the buffer) is a reserved word.
    @inline(__always) static func isReserved(lo: UInt64, hi: UInt64, length: Int, table: UnsafeBufferPointer<UInt64>,
                                             multiplier: UInt64, masks: UnsafeBufferPointer<UInt64>) -> Bool {
        let (loKey, hiKey) = key(lo: lo, hi: hi, length: length, masks: masks)
        let slot = hashedSlot(loKey, hiKey, multiplier: multiplier) &* 2
        return (table[slot] ^ loKey) | (table[slot &+ 1] ^ hiKey) == 0
    }

    /// Keywords after which an expression has ended, so a following `/` is division.
    static let expressionEnding: Set<[UInt8]> = Set(["self", "Self", "super", "true", "false", "nil", "init"].map { Array($0.utf8) })

    static func endsExpression(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        expressionEnding.contains(Array(b[start..<end]))
    }

    /// Whether `word` is one of Swift's reserved words, so it cannot name a variable unescaped.
    public static func isReservedWord(_ word: String) -> Bool { reserved.contains(Array(word.utf8)) }
}
