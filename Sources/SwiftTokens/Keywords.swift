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

    /// Reserved words grouped by length, so a lookup compares only candidates of the right size.
    static let byLength: [[[UInt8]]] = {
        var table = [[[UInt8]]](repeating: [], count: 17)
        for word in reserved { table[word.count].append(word) }
        return table
    }()

    /// Keywords after which an expression has ended, so a following `/` is division.
    static let expressionEnding: Set<[UInt8]> = Set(["self", "Self", "super", "true", "false", "nil", "init"].map { Array($0.utf8) })

    static func isReserved(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let length = end - start
        guard length < byLength.count else { return false }
        for word in byLength[length] {
            var equal = true
            for k in 0..<length where word[k] != b[start + k] {
                equal = false
                break
            }
            if equal { return true }
        }
        return false
    }

    static func endsExpression(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        expressionEnding.contains(Array(b[start..<end]))
    }
}
