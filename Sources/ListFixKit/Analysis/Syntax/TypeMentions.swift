import SwiftTokens

extension SourceFile {
    /// Whether an identifier spelled `name` stands in this part of `type` (`horizontalSizeClass` in
    /// `@Environment(\.horizontalSizeClass)`, a modifier's name): a plain spelling test, no meaning.
    func mentions(_ name: String, in type: TypeDecl) -> Bool {
        let length = name.utf8.count
        return (type.open..<type.close).contains { k in
            tokens[k].length == length && tokens[k].kind == .identifier && tokenIs(k, name)
        }
    }
}
