import SwiftTokens

/// Rows that are the items of a `Menu`, a `.contextMenu` or a `Picker`'s options: the system builds
/// those afresh each time it shows them and a picker matches its options by tag, so no row keeps
/// state or animates from one version of the data to the next, and keying them by position does
/// no harm.
public enum MenuItems {
    /// Whether the rows of the call named at token `name` are menu items: walking out through the
    /// braces that only pass rows on (`Section`, `Group`, `ForEach`, `if`, `switch`) reaches a
    /// `Menu` or `Picker` call's content or a `.contextMenu` closure.
    public static func contain(callNamed name: Int, in file: SourceFile) -> Bool {
        let t = file.tokens
        var scope = file.tree.enclosing(name)
        while let open = scope {
            guard t[open].kind == .leftBrace, let before = file.previous(before: open) else { return false }
            switch RowContainer.owner(ofBrace: open, before: before, in: file) {
            case .call(let callee):
                if file.tokenIs(callee, "Menu") || file.tokenIs(callee, "Picker") { return true }
                if !RowContainer.isTransparent(file, callee) { return false }
            case .branch:
                break
            case .modifier:
                let n = t[before].kind == .rightParen ? file.tree.match(before).flatMap { file.previous(before: $0) } : before
                return n.map { file.tokenIs($0, "contextMenu") } ?? false
            case .other:
                return false
            }
            scope = file.tree.enclosing(open)
        }
        return false
    }

}
