import SwiftTokens

/// `await MainActor.run { … }` in a view's own code: a view is isolated to the main actor (SwiftUI's
/// `View` is `@MainActor` since the 2024 SDKs), so the block runs at once, with no wait in which
/// other code could change the data. So in a type declared `@MainActor` (a model that loops over its
/// posts, `main-actor-run-in-a-main-actor-model`). Not so in a `nonisolated` member, or in `Task.detached`.
enum ImmediateMainActorRun {
    /// Whether the `await` at `i` only runs a block on the main actor, from a view's or a
    /// `@MainActor` type's main-actor code.
    static func at(_ i: Int, in context: RuleContext) -> Bool {
        let file = context.file
        let t = file.tokens
        guard let type = file.next(after: i), file.isIdentifier(type, "MainActor"), let dot = file.next(after: type),
              t[dot].kind == .period, let run = file.next(after: dot), file.isIdentifier(run, "run"),
              let owner = context.enclosingType(of: i),
              owner.conformances.contains("View") || context.declarations.conforms(owner.name, to: "View")
                || declaredOnTheMainActor(owner, in: file) else { return false }
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

    /// Whether the type whose body opens at `owner.open` is declared `@MainActor` (on its own
    /// declaration, not an extension's).
    private static func declaredOnTheMainActor(_ owner: TypeDecl, in file: SourceFile) -> Bool {
        guard owner.kind != .extension else { return false }
        var j = file.previous(before: owner.open)
        var steps = 0
        while let k = j, steps < 64, file.tokens[k].kind != .rightBrace, file.tokens[k].kind != .leftBrace {
            if file.isKeyword(k, "class") || file.isKeyword(k, "struct") || file.isKeyword(k, "enum") || file.isKeyword(k, "actor") {
                return DeclarationScanner.hasAttribute("@MainActor", file, before: k)
            }
            j = file.previous(before: k)
            steps += 1
        }
        return false
    }
}
