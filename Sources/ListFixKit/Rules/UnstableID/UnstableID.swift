import SwiftTokens

/// A computed `id` that makes a new `UUID()` on every read: no row ever keeps its identity.
struct UnstableID: Rule {
    let metadata = RuleMetadata(
        id: "unstable-id",
        fixSafety: .sometimes,
        triggers: ["Identifiable"],
        level: .error,
        declarationFilter: .questionableID,
        isDefault: false,
        editsDeclarations: true)

    init() {}

    func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        var out: [Finding] = []
        for decl in context.idDeclarations {
            // `UUID()` as the last fallback of `??` is reached only when every key before it is nil, which
            // listfix cannot show ever happens: only a `UUID()` read unconditionally is a finding.
            // `.init()` is a `UUID` only where the id's own type is the context: as the body's one expression.
            let typedUUID = decl.annotation.map { $0.first == $0.last && file.tokenIs($0.first, "UUID") } ?? false
            let expression = decl.expression(file)
            let implicitAt = typedUUID ? expression?.first : nil
            guard let open = decl.body, let close = file.tree.match(open),
                  (open..<close).contains(where: { k in
                      UnstableID.newUUID(file, at: k, implicitAt: implicitAt) != nil
                          && !(file.previous(before: k).map { file.tokenIs($0, "??") } ?? false) }),
                  // A `UUID()` in one branch (`case`, `if`, `?:`) is made only when that branch runs, which
                  // listfix cannot show happens: the id is new on every read only when nothing branches.
                  !(open..<close).contains(where: { isBranch(file, $0) })
            else { continue }
            let name = decl.type.name
            let range = file.range(from: decl.keyword, through: decl.last)
            let message = "`\(name).id` makes a new `UUID()` every time it is read: SwiftUI never sees the same row twice, so every update replaces every row, losing state and animating everything"
            // Only `{ UUID() }` typed `UUID`, in a type that can hold a stored property.
            guard let (first, last) = expression, typedUUID, UnstableID.newUUID(file, at: first, implicitAt: first) == last,
                  [.struct, .class, .actor].contains(decl.type.kind) else {
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

    /// The last token of a new `UUID` made at token `k`: `UUID()`, `UUID.init()`, or `.init()` at
    /// `implicitAt` (where the context's type is `UUID`); nil for anything else (`UUID(uuidString: s)`
    /// is the same id on every read).
    static func newUUID(_ file: SourceFile, at k: Int, implicitAt: Int?) -> Int? {
        let t = file.tokens
        var k = k
        if file.isIdentifier(k, "UUID") {
            if let dot = file.next(after: k), t[dot].kind == .period, let member = file.next(after: dot), file.tokenIs(member, "init") { k = member }
        } else if k == implicitAt, t[k].kind == .period, let member = file.next(after: k), file.tokenIs(member, "init") {
            k = member
        } else {
            return nil
        }
        guard let open = file.next(after: k), t[open].kind == .leftParen, let close = file.tree.match(open),
              file.next(after: open) == close else { return nil }
        return close
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
