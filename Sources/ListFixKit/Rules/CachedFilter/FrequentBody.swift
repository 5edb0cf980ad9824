import SwiftTokens

/// What makes a view's body run again often, shown in the view itself: typing into a text field or
/// search field it declares (a body per keystroke), a `TimelineView`, or a publisher it receives
/// (`.onReceive(timer)`). A filter in such a body runs at that rate, which makes it a hazard and not
/// only a migration.
enum FrequentBody {
    /// The first such cause in the type whose braces are `open`…`close`, as a message names it.
    static func cause(in file: SourceFile, from open: Int, to close: Int) -> String? {
        let t = file.tokens
        for i in open..<close where t[i].kind == .identifier {
            if file.isIdentifier(i, "TextField") || file.isIdentifier(i, "TextEditor") || file.isIdentifier(i, "SecureField") {
                return "the view's text field runs it again on every keystroke"
            }
            if file.isIdentifier(i, "searchable"), let p = file.previous(before: i), t[p].kind == .period {
                return "the view's search field runs it again on every keystroke"
            }
            if file.isIdentifier(i, "TimelineView") { return "its `TimelineView` runs it again on every tick" }
            if file.isIdentifier(i, "onReceive"), let p = file.previous(before: i), t[p].kind == .period {
                return "it runs again on every value `.onReceive` takes"
            }
        }
        return nil
    }
}

/// `FrequentBody.cause` per type of one file, each type read once.
final class FrequentBodies: FileAnalysis {
    private var byOpen: [Int: String?] = [:]
    init(_ context: RuleContext) {}

    func cause(of decl: TypeDecl, in file: SourceFile) -> String? {
        if let known = byOpen[decl.open] { return known }
        let found = FrequentBody.cause(in: file, from: decl.open, to: decl.close)
        byOpen[decl.open] = found
        return found
    }
}
