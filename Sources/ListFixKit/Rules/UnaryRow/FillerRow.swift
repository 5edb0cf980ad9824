import SwiftTokens

extension UnaryRow {
    /// A `Spacer()` or `Divider()` beside a `List` or `Form` row's other views: there each top-level
    /// view of a row is a row of its own, so the filler is an extra row after every element (an
    /// empty one for a spacer, a line between separators for a divider), styled by every modifier
    /// applied to the `ForEach`. In a lazy stack it is laid out inline, as meant, and left alone.
    func fillerRowFinding(_ context: RuleContext, _ place: Place, _ views: [Statement]) -> Finding? {
        let file = context.file
        guard place.containerName == "List" || place.containerName == "Form", views.count >= 2,
              let filler = views.first(where: { UnaryRow.isFiller(file, $0) }) else { return nil }
        let name = file.text(filler.first)
        let what = name == "Spacer" ? "an empty row" : "a row holding only a line"
        let message = "in a `\(place.containerName)`, each top-level view of a `\(place.call.kind.rawValue)` row is a row of its own: "
            + "this `\(name)()` adds \(what) after every element; put the row's views in one stack, or leave the "
            + "\(name == "Spacer" ? "spacing" : "separators") to the `\(place.containerName)`"
        return metadata.finding(range: file.range(from: filler.first, through: filler.last), message: message,
                                fix: Fix.blocked("a stack around the row's views changes their layout, which listfix cannot check"))
    }

    /// `Spacer()` or `Divider()` with no arguments, modifiers or not.
    static func isFiller(_ file: SourceFile, _ s: Statement) -> Bool {
        let t = file.tokens
        guard t[s.first].kind == .identifier, file.tokenIs(s.first, "Spacer") || file.tokenIs(s.first, "Divider"),
              let open = file.next(after: s.first), open == s.first + 1, t[open].kind == .leftParen,
              let close = file.tree.match(open), file.next(after: open) == close else { return false }
        return true
    }
}
