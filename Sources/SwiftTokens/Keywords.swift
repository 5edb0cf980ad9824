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

    /// Reserved words as two 64-bit words each (the bytes zero-padded to 16), grouped by
    /// length and first byte; `slots` gives each group's first word pair and its size, so a
    /// lookup is a table load and one or two integer compares per candidate.
    static let words: [UInt64] = groups.flatMap { $0.flatMap { pair(of: $0) } }
    static let slots: [UInt32] = {
        var slots = [UInt32](repeating: 0, count: 17 * 128)
        var index = 0
        for (k, group) in groups.enumerated() {
            slots[k] = UInt32(index) << 8 | UInt32(group.count)
            index += group.count
        }
        return slots
    }()
    /// For each group: bit `last & 31` set for the last byte of each of its words, so most
    /// identifiers that share a keyword's length and first byte are turned away before any
    /// compare.
    static let lastBytes: [UInt32] = groups.map { group in group.reduce(0) { $0 | 1 << UInt32($1.last! & 31) } }
    static let groups: [[[UInt8]]] = {
        var groups = [[[UInt8]]](repeating: [], count: 17 * 128)
        for word in reserved { groups[word.count * 128 + Int(word[0])].append(word) }
        return groups
    }()

    static func pair(of word: [UInt8]) -> [UInt64] {
        let padded = word + [UInt8](repeating: 0, count: 16 - word.count)
        return padded.withUnsafeBytes { [$0.loadUnaligned(fromByteOffset: 0, as: UInt64.self), $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self)] }
    }

    /// Keywords after which an expression has ended, so a following `/` is division.
    static let expressionEnding: Set<[UInt8]> = Set(["self", "Self", "super", "true", "false", "nil", "init"].map { Array($0.utf8) })

    /// Whether `b[start..<end]` (an identifier's bytes) is a reserved word. Most identifiers are
    /// turned away by their length and first and last bytes, inline in the lexer's loop; the
    /// rest compare their bytes with each reserved word of that length and first byte, two
    /// integers each. `words`, `slots` and `lastBytes` are passed in so the loop does no
    /// global look-ups.
    @inline(__always)
    static func isReserved(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int,
                           words: UnsafeBufferPointer<UInt64>, slots: UnsafeBufferPointer<UInt32>,
                           lastBytes: UnsafeBufferPointer<UInt32>) -> Bool {
        let length = end &- start
        let first = b[start]
        guard length < 17, first < 128 else { return false }
        let group = length &* 128 &+ Int(first)
        guard lastBytes[group] & 1 << UInt32(b[end &- 1] & 31) != 0 else { return false }
        return matches(b, start, length, slot: slots[group], words: words)
    }

    /// Whether the `length` bytes at `start` are one of the words of a group (`slot`).
    @inline(never)
    static func matches(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int, slot: UInt32,
                        words: UnsafeBufferPointer<UInt64>) -> Bool {
        var count = Int(slot & 0xFF)
        guard count > 0 else { return false }
        var lo: UInt64 = 0, hi: UInt64 = 0
        if start + 16 <= b.count {
            let raw = UnsafeRawPointer(b.baseAddress! + start)
            lo = raw.loadUnaligned(as: UInt64.self)
            hi = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            if length < 8 {
                lo &= (1 << UInt64(8 * length)) - 1
                hi = 0
            } else if length < 16 {
                hi &= (1 << UInt64(8 * (length - 8))) - 1
            }
        } else {
            // Near the end of the buffer: gather the bytes one by one.
            for k in 0..<length {
                let byte = UInt64(b[start + k])
                if k < 8 { lo |= byte << UInt64(8 * k) } else { hi |= byte << UInt64(8 * (k - 8)) }
            }
        }
        var index = Int(slot >> 8) * 2
        while count > 0 {
            if words[index] == lo && words[index + 1] == hi { return true }
            index += 2
            count -= 1
        }
        return false
    }

    static func endsExpression(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        expressionEnding.contains(Array(b[start..<end]))
    }

    /// Whether `word` is one of Swift's reserved words, so it cannot name a variable unescaped.
    public static func isReservedWord(_ word: String) -> Bool { reserved.contains(Array(word.utf8)) }
}
