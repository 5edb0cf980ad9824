import SwiftTokens

/// Counts of unclosed brackets, and the unmatched ones in order: what no fix may change (a fix
/// that moves an unmatched `(` past an unmatched `)` keeps every count).
struct BracketBalance: Equatable {
    var parens = 0, brackets = 0, braces = 0
    var unmatched: [TokenKind] = []

    init(_ file: SourceFile) {
        for t in file.tokens {
            switch t.kind {
            case .leftParen, .interpolationOpen: parens += 1
            case .rightParen: parens -= 1
            case .leftBracket: brackets += 1
            case .rightBracket: brackets -= 1
            case .leftBrace: braces += 1
            case .rightBrace: braces -= 1
            default: break
            }
        }
        unmatched = file.tree.unmatched.sorted().map { file.tokens[$0].kind }
    }
}
