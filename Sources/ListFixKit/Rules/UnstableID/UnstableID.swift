import SwiftTokens

/// A computed `id` that makes a new `UUID()` on every read: no row ever keeps its identity.
public struct UnstableID: Rule {
    public let metadata = RuleMetadata(
        id: "unstable-id",
        fixSafety: .sometimes,
        triggers: ["Identifiable"],
        level: .error,
        declarationFilter: .questionableID,
        isDefault: false,
        editsDeclarations: true)

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        let t = file.tokens
        var out: [Finding] = []
        for decl in context.idDeclarations {
            // `UUID()` as the last fallback of `??` is reached only when every key before it is nil, which
            // listfix cannot show ever happens: only a `UUID()` read unconditionally is a finding.
            guard let open = decl.body, let close = file.tree.match(open),
                  (open..<close).contains(where: { file.isIdentifier($0, "UUID") && file.next(after: $0).map { t[$0].kind == .leftParen } == true
                      && !(file.previous(before: $0).map { file.tokenIs($0, "??") } ?? false) }),
                  // A `UUID()` in one branch (`case`, `if`, `?:`) is made only when that branch runs, which
                  // listfix cannot show happens: the id is new on every read only when nothing branches.
                  !(open..<close).contains(where: { isBranch(file, $0) })
            else { continue }
            let name = decl.type.name
            let range = file.range(from: decl.keyword, through: decl.last)
            let message = "`\(name).id` makes a new `UUID()` every time it is read: SwiftUI never sees the same row twice, so every update replaces every row, losing state and animating everything"
            // Only `{ UUID() }` typed `UUID`, in a type that can hold a stored property.
            guard let (first, last) = decl.expression(file), last == first + 2, file.isIdentifier(first, "UUID"),
                  t[first + 1].kind == .leftParen, let annotation = decl.annotation, annotation.first == annotation.last,
                  file.tokenIs(annotation.first, "UUID"), [.struct, .class, .actor].contains(decl.type.kind) else {
                // An enum holds no stored property: its cases are its identity.
                let advice = decl.type.kind == .enum
                    ? "an enum cannot store an id; key it by its case (`var id: Self { self }`, when it is Hashable)"
                    : "store the id once, `let id = UUID()`"
                out.append(metadata.finding(range: range, message: message, fix: Fix.blocked(advice)))
                continue
            }
            let decodes = context.declarations.conforms(name, to: "Codable") || context.declarations.conforms(name, to: "Decodable")
                || decl.type.conformances.contains("Codable") || decl.type.conformances.contains("Decodable")
            let applicability: Applicability = decodes
                ? .unsafe(reason: "`\(name)` is decoded, and a stored `id` becomes a key its data must have (or a custom `CodingKeys`)")
                : .safe
            out.append(metadata.finding(range: range, message: message,
                                        fix: Fix(message: "Store the id once: `let id = UUID()`",
                                                 edits: [Edit(range: range, replacement: "let id = UUID()")], applicability: applicability)))
        }
        return out
    }

    /// `if`, `else`, `switch`, `case`, `default`, `guard` or a ternary `?`.
    func isBranch(_ file: SourceFile, _ i: Int) -> Bool {
        let t = file.tokens
        if t[i].kind == .keyword {
            return file.tokenIs(i, "if") || file.tokenIs(i, "else") || file.tokenIs(i, "switch") || file.tokenIs(i, "case")
                || file.tokenIs(i, "default") || file.tokenIs(i, "guard")
        }
        return t[i].kind == .operator && file.tokenIs(i, "?") && file.isBinaryOperator(i)
    }
}
