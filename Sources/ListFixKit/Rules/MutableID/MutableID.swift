import SwiftTokens

/// An Identifiable type whose `id` is computed from a `var` that the project writes after
/// initialisation, or is a stored `var` that this file assigns again: editing it changes the
/// row's identity.
struct MutableID: Rule {
    let metadata = RuleMetadata(
        id: "mutable-id",
        fixSafety: .none,
        triggers: ["Identifiable"],
        level: .warning,
        declarationFilter: .questionableID,
        isDefault: false)

    init() {}

    func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        var out: [Finding] = []
        for decl in context.idDeclarations where context.declarations.conforms(decl.type.name, to: "Identifiable") {
            let properties = DeclarationScanner.properties(of: decl.type, in: file)
            let range = file.range(from: decl.keyword, through: decl.last)
            if decl.body != nil, let source = decl.sourceProperty(file), source != "id",
               let property = properties.first(where: { $0.name == source }), property.isStored, !property.isLet, !property.isStatic,
               // A `var` that no file of the project writes after initialisation never changes the id.
               context.declarations.changes(of: source).writes {
                out.append(metadata.finding(range: range, message:
                                            "`\(decl.type.name).id` is computed from `var \(source)`: editing `\(source)` changes the row's identity, so SwiftUI removes the row and inserts another, losing its state and focus mid-edit; give `\(decl.type.name)` a stable `let id`"))
            } else if decl.body == nil, !decl.isLet, let assignment = reassignment(file, of: decl) {
                out.append(metadata.finding(range: range, message:
                                            "`\(decl.type.name).id` is a `var`, and line \(file.location(of: file.tokens[assignment].start).line) assigns it: a new id makes SwiftUI remove the row and insert another, losing its state; make it `let id`"))
            }
        }
        return out
    }

    /// An assignment to the stored `id` in this file: `x.id = …`, or `id = …` in the type's own
    /// body outside an `init`.
    func reassignment(_ file: SourceFile, of decl: IDDeclaration) -> Int? {
        let t = file.tokens
        for i in t.indices where t[i].kind == .identifier && file.tokenIs(i, "id") && i != decl.keyword + 2 && i > 0 {
            guard let next = file.next(after: i), t[next].kind == .operator, file.tokenIs(next, "="),
                  file.isBinaryOperator(next), let previous = file.previous(before: i),
                  !file.isKeyword(previous, "var"), !file.isKeyword(previous, "let"),
                  // `case id = "identifier"` in a `CodingKeys` enum is a raw value, not a write.
                  !file.isKeyword(previous, "case") else { continue }
            if t[previous].kind == .period {
                // `other.id = …` assigns another value's id; `self.id = …` is judged like a bare `id = …`.
                guard let owner = file.previous(before: previous), file.isKeyword(owner, "self") else { return i }
            }
            guard i > decl.type.open && i < decl.type.close, i != file.next(after: decl.keyword) else { continue }
            // A bare `id = …` in a method (not an initializer) of the type.
            var scope = file.tree.enclosing(i)
            var inInit = false
            while let open = scope, open != decl.type.open {
                if file.isInitializerBody(open) { inInit = true }
                scope = file.tree.enclosing(open)
            }
            if !inInit { return i }
        }
        return nil
    }
}
