import SwiftTokens

/// When a row's change of identity shows to the user: a row SwiftUI removes and inserts again loses
/// what it held (its state, a control's focus and animation, its place in a selection), which
/// matters only where rows hold such things.
enum IdentityChange {
    /// Whether a row's new identity shows: the rows can be deleted or moved, hold state of their
    /// own, or hold a control (whose animation and focus go with the row).
    static func shows(_ call: RowsCall, _ context: RuleContext) -> Bool {
        let file = context.file
        if call.editsRows(file) != nil || PositionKeyedRows.rowsHoldState(call, context) { return true }
        guard let open = call.content, let close = file.tree.match(open) else { return false }
        return (open + 1..<close).contains { i in
            file.tokens[i].kind == .identifier && controls.contains { file.tokenIs(i, $0) }
        }
    }

    static let controls: [StaticString] = ["Toggle", "TextField", "TextEditor", "SecureField", "Slider", "Stepper", "Picker", "DatePicker"]

    /// `Picker`, `TabView(selection:)` or `List(selection:)` around the call, through `Section`,
    /// `Group` and `ForEach`; nil when there is none.
    static func selectionContainer(_ file: SourceFile, _ call: RowsCall) -> String? {
        let t = file.tokens
        if call.kind == .list || call.kind == .table, call.arguments.contains(where: { $0.label.map { file.tokenIs($0, "selection") } ?? false }) {
            return "`\(call.kind.rawValue)(selection:)`"
        }
        var scope = file.tree.enclosing(call.nameToken)
        while let open = scope, t[open].kind == .leftBrace, let before = file.previous(before: open) {
            var name = before
            var arguments: Int?
            if t[before].kind == .rightParen, let o = file.tree.match(before), let n = file.previous(before: o) {
                name = n
                arguments = o
            }
            if file.isIdentifier(name, "Picker") { return "a `Picker`" }
            if file.isIdentifier(name, "TabView") || file.isIdentifier(name, "List"), let o = arguments,
               file.arguments(of: o).contains(where: { $0.label.map { file.tokenIs($0, "selection") } ?? false }) {
                return "`\(file.text(name))(selection:)`"
            }
            guard RowContainer.isTransparent(file, name) || RowContainer.isBranchBody(open, in: file) else { return nil }
            scope = file.tree.enclosing(open)
        }
        return nil
    }
}
