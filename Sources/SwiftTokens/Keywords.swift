/// Swift's reserved words. Contextual keywords are left out on purpose: they are valid
/// identifiers in most positions, and rules that care look at their text.
enum Keywords {
    static let reserved: [[UInt8]] = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ].map { Array($0.utf8) }

    /// Reserved words by length and first byte, so an identifier is compared only with the
    /// few words it could be.
    static let table: [[[UInt8]]] = {
        var table = [[[UInt8]]](repeating: [], count: 17 * 128)
        for word in reserved { table[word.count * 128 + Int(word[0])].append(word) }
        return table
    }()

    /// Keywords after which an expression has ended, so a following `/` is division.
    static let expressionEnding: Set<[UInt8]> = Set(["self", "Self", "super", "true", "false", "nil", "init"].map { Array($0.utf8) })

    static func isReserved(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let length = end - start
        let first = b[start]
        guard length < 17, first < 128 else { return false }
        let candidates = table[length * 128 + Int(first)]
        if candidates.isEmpty { return false }
        for word in candidates {
            var k = 1
            while k < length && word[k] == b[start + k] { k += 1 }
            if k == length { return true }
        }
        return false
    }

    static func endsExpression(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        expressionEnding.contains(Array(b[start..<end]))
    }
}
