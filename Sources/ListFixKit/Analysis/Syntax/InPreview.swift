import SwiftTokens

/// Whether a token lies inside a `#Preview { … }` macro's closure.
enum InPreview {
    static func holds(_ i: Int, in file: SourceFile) -> Bool {
        var scope = file.tree.enclosing(i)
        while let open = scope {
            if file.tokens[open].kind == .leftBrace, var before = file.previous(before: open) {
                if file.tokens[before].kind == .rightParen, let o = file.tree.match(before), let b = file.previous(before: o) { before = b }
                if file.tokenIs(before, "#Preview") || (file.tokenIs(before, "Preview") && file.previous(before: before).map { file.tokenIs($0, "#") } == true) {
                    return true
                }
            }
            scope = file.tree.enclosing(open)
        }
        return false
    }
}
