import SwiftTokens

/// The tokens a first-pass scan visits: those the lexer listed, or every token.
enum FirstPassTokens {
    @inline(__always)
    static func forEach(in file: SourceFile, watched: [Int32]?, _ body: (Int) -> Void) {
        if let watched {
            for w in watched { body(Int(w)) }
        } else {
            for i in file.tokens.indices { body(i) }
        }
    }
}
