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

    /// Reserved words laid end to end, grouped by length and first byte; `slots` gives each
    /// group's start in `flat` and its word count, so a lookup touches no nested arrays.
    static let flat: [UInt8] = groups.flatMap { $0.flatMap { $0 } }
    static let slots: [UInt32] = {
        var slots = [UInt32](repeating: 0, count: 17 * 128)
        var start = 0
        for (k, group) in groups.enumerated() {
            slots[k] = UInt32(start) << 8 | UInt32(group.count)
            start += group.reduce(0) { $0 + $1.count }
        }
        return slots
    }()
    static let groups: [[[UInt8]]] = {
        var groups = [[[UInt8]]](repeating: [], count: 17 * 128)
        for word in reserved { groups[word.count * 128 + Int(word[0])].append(word) }
        return groups
    }()

    /// Keywords after which an expression has ended, so a following `/` is division.
    static let expressionEnding: Set<[UInt8]> = Set(["self", "Self", "super", "true", "false", "nil", "init"].map { Array($0.utf8) })

    /// Whether `b[start..<end]` is a reserved word, with `flat` and `slots` passed in so the
    /// lexer's inner loop does no global look-ups.
    @inline(__always)
    static func isReserved(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int,
                           flat: UnsafeBufferPointer<UInt8>, slots: UnsafeBufferPointer<UInt32>) -> Bool {
        let length = end - start
        let first = b[start]
        guard length < 17, first < 128 else { return false }
        let slot = slots[length * 128 + Int(first)]
        var count = Int(slot & 0xFF)
        var offset = Int(slot >> 8)
        while count > 0 {
            var k = 1
            while k < length && flat[offset + k] == b[start + k] { k += 1 }
            if k == length { return true }
            offset += length
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
