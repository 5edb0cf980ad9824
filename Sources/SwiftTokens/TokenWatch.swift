/// Tokens a caller wants listed as the lexer emits them: identifiers and reserved words by
/// length and first byte, and operators that may assign. A caller that reads a few kinds of
/// token then visits those only, instead of walking every token again after the lexer.
public struct TokenWatch: Sendable {
    /// By `length % 32 << 7 | first byte` (ASCII first bytes only): bit 0 lists identifiers,
    /// bit 1 reserved words.
    var words = [UInt8](repeating: 0, count: 32 * 128)
    /// Whether operators ending in `=`, and `&`, are listed.
    public var assignments = false

    public init() {}

    /// Lists identifiers (and, with `keywords`, reserved words) of `length` starting with `first`;
    /// a length of nil lists every length.
    public mutating func watch(length: Int?, first: UInt8, identifiers: Bool = true, keywords: Bool = false) {
        guard first < 128 else { return }
        let lengths = length.map { [$0] } ?? Array(0..<32)
        for l in lengths {
            words[TokenWatch.slot(l, first)] |= (identifiers ? 1 : 0) | (keywords ? 2 : 0)
        }
    }

    @inline(__always) static func slot(_ length: Int, _ first: UInt8) -> Int { (length & 31) << 7 | Int(first & 0x7F) }
}

extension SourceFile {
    /// The file lexed, with the indices of the tokens `watch` asks for, in order. A listed word
    /// has the length (modulo 32) and first byte asked for; callers compare the rest.
    public static func lexed(_ bytes: [UInt8], watching watch: TokenWatch) -> (file: SourceFile, watched: [Int32]) {
        let lexed = Lexer.lex(bytes, watch: watch)
        return (SourceFile(bytes: bytes, tokens: lexed.tokens, tree: lexed.tree), lexed.watched)
    }
}
