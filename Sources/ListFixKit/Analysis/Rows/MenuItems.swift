import SwiftTokens

/// Rows that are the items of a `Menu`, a `.contextMenu` or a `Picker`'s options: the system builds
/// those afresh each time it shows them and a picker matches its options by tag, so no row keeps
/// state or animates from one version of the data to the next, and keying them by position does
/// no harm.
enum MenuItems {
    /// Whether the rows of the call named at token `name` go to a `Menu` or `Picker` call's content
    /// or a `.contextMenu` closure (`RowContainer.rowsOwner`).
    static func contain(callNamed name: Int, in file: SourceFile) -> Bool {
        switch RowContainer.rowsOwner(callNamed: name, in: file) {
        case .call(let callee)?: return file.tokenIs(callee, "Menu") || file.tokenIs(callee, "Picker")
        case .modifier(let modifier)?: return file.tokenIs(modifier, "contextMenu")
        case nil: return false
        }
    }
}
