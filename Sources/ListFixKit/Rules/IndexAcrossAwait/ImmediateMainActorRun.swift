import SwiftTokens

/// `await MainActor.run { … }` in a view's own code: a view is isolated to the main actor (SwiftUI's
/// `View` is `@MainActor` since the 2024 SDKs), so the block runs at once, with no wait in which
/// other code could change the data. Not so in a `nonisolated` member, or in `Task.detached`.
enum ImmediateMainActorRun {
    /// Whether the `await` at `i` only runs a block on the main actor, from a view's main-actor code.
    static func at(_ i: Int, in context: RuleContext) -> Bool {
        let file = context.file
        let t = file.tokens
        guard let type = file.next(after: i), file.isIdentifier(type, "MainActor"), let dot = file.next(after: type),
              t[dot].kind == .period, let run = file.next(after: dot), file.isIdentifier(run, "run"),
              let owner = context.enclosingType(of: i),
              owner.conformances.contains("View") || context.declarations.conforms(owner.name, to: "View") else { return false }
        // Inside `Task.detached { … }` or a `nonisolated` member, the code before the block ran elsewhere.
        var scope = file.tree.enclosing(i)
        while let open = scope, open > owner.open {
            if t[open].kind == .leftBrace, let before = file.previous(before: open) {
                if file.isIdentifier(before, "detached") { return false }
                if t[before].kind == .rightParen, let paren = file.tree.match(before), let name = file.previous(before: paren),
                   file.isIdentifier(name, "detached") { return false }
                if let function = file.functionKeyword(ofBody: open), DeclarationScanner.hasModifier(file, func: function, "nonisolated") {
                    return false
                }
            }
            scope = file.tree.enclosing(open)
        }
        return true
    }
}
