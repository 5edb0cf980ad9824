import SwiftTokens

/// `.id("\(m.id)\(m.updatedAt)")` on a view of a `ForEach` row: an identity read from a member of
/// the row's element that the project writes, so every write gives the row a new identity while it
/// is shown.
struct ChangingIdentityModifier {
    /// The `id` of `.id(…)`.
    var name: Int
    /// The closing `)`.
    var close: Int
    /// The element's member read (`updatedAt`) and the element as written (`m`).
    var member: String
    var element: String

    /// Each such modifier in the rows of `calls`.
    static func all(in context: RuleContext) -> [ChangingIdentityModifier] {
        let file = context.file
        var out: [ChangingIdentityModifier] = []
        for call in context.calls where call.kind == .forEach {
            guard let closure = call.content,
                  let signature = file.closureSignature(of: closure), signature.parameters.count == 1 else { continue }
            let parameter = signature.parameters[0]
            // On the row itself (in any branch of it), not on a view inside it, which `.id` resets alone
            // (`AsyncImage(url: …).id(url)`), nor in a row of a `ForEach` inside it.
            for i in RowBody.identityModifiers(in: closure, file) {
                guard let open = file.next(after: i), let end = file.tree.match(open),
                      let element = rowElementType(call, context),
                      let (member, name) = writtenMember(open, end, parameter: parameter, of: element, context) else { continue }
                out.append(ChangingIdentityModifier(name: i, close: end, member: member, element: name))
            }
        }
        return out
    }

    /// The project type of the rows' elements, when listfix can tell.
    static func rowElementType(_ call: RowsCall, _ context: RuleContext) -> String? {
        let file = context.file
        guard let (first, last) = call.dataTokens(file), let path = MemberPath.exactly(file, first, last),
              let written = TypeResolver(context).elementType(of: path) else { return nil }
        let type = TypeResolver.nominal(written)
        return context.declarations.info(type) == nil ? nil : type
    }

    /// `element.member` inside `open`…`end`, where `element` is the row's parameter and `member`
    /// (not `id`) is a stored `var` of the element's type, or one its generated class declares where
    /// listfix cannot read it (a Core Data entity), that the type's own code writes outside
    /// initializers (`updatedAt = Date()`, `setValue(…, forKey: "updatedAt")`).
    static func writtenMember(_ open: Int, _ end: Int, parameter: Int, of type: String, _ context: RuleContext) -> (String, String)? {
        let file = context.file
        let t = file.tokens
        for j in (open + 1)..<end where t[j].kind == .identifier && file.bytes[t[j].range].elementsEqual(file.bytes[t[parameter].range]) {
            guard file.previous(before: j).map({ t[$0].kind != .period }) ?? true,
                  let dot = file.next(after: j), t[dot].kind == .period, let member = file.next(after: dot),
                  t[member].kind == .identifier, case let name = file.text(member), name != "id",
                  context.declarations.changes(of: name, in: type).writes else { continue }
            // An element whose own `id` is made from the member changes identity with it anyway: the
            // modifier repeats the row's id (`mutable-id` is about that).
            if case .names(let names)? = context.declarations.idSource(of: type), names.contains(name) { continue }
            if let property = context.declarations.property(name, of: type) {
                guard property.isStored, !property.isLet, !property.isStatic else { continue }
            }
            // Written by the type's own code (`updatedAt = Date()`, `setValue(…, forKey: "updatedAt")`):
            // a write of that name through some other value may be another type's member.
            guard context.declarations.bareWrites(of: name).contains(where: { Declarations.sameType($0.type, type) && $0.changes.writes }) else { continue }
            return (name, file.text(j))
        }
        return nil
    }
}
