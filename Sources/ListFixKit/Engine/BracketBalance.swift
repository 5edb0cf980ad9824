import SwiftTokens

/// Counts of unclosed brackets and unmatched ones: what no fix may change.
struct BracketBalance: Equatable {
    var parens = 0, brackets = 0, braces = 0, unmatched = 0

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
        unmatched = file.tree.unmatched.count
    }
}
