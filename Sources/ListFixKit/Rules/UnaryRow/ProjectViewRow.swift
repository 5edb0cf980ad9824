import SwiftTokens

extension UnaryRow {
    /// A row that is one view the project declares (`UserSection(user: user)`, with or without
    /// modifiers), whose body's count varies: SwiftUI counts a view by its body's type, so an `if`
    /// without `else` there leaves some rows out as one in the closure would. Reported on the row,
    /// without a fix: the condition is in the view's body, in its own terms.
    func projectViewRowFinding(_ context: RuleContext, _ place: Place, _ s: Statement) -> Finding? {
        let file = context.file
        let t = file.tokens
        // A view the project declares a `body` for, by a name no nested type has: SwiftUI's own views
        // (`Group`, flattened on purpose) and views of other modules are not read here.
        guard t[s.first].kind == .identifier, DeclarationScanner.isUppercaseStart(file, s.first),
              !BuiltinViews.isUnary(file, s.first), context.declarations.info(file.text(s.first))?.bodyCount != nil,
              // A name a nested type also has (`Admin.UserRow`) may be that type where it is written.
              !context.declarations.nestedNames.contains(file.text(s.first)),
              let paren = file.next(after: s.first), t[paren].kind == .leftParen || t[paren].kind == .leftBrace,
              case let reader = context.viewCountReader(at: s.first),
              case .varies(let variation) = context.declarations.viewCount(of: reader.term(s)), variation != .forEach else { return nil }
        let name = file.text(s.first)
        let message = "this `\(place.call.kind.rawValue)` row is `\(name)`, whose body \(UnaryRow.describe(variation)), so SwiftUI "
            + "evaluates every row's body to find the rows' identities"
        return metadata.finding(range: t[s.first].range, message: message,
                                fix: Fix.blocked("the count is decided in `\(name)`'s body; filter the collection before it reaches `\(place.call.kind.rawValue)`, or give the body one view on every path"))
    }
}
