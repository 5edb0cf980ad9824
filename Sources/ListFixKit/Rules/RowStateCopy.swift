import SwiftTokens

/// A row view that takes its element into `@State`: the state keeps the first value forever.
public struct RowStateCopy: Rule {
    public let metadata = RuleMetadata(
        id: "row-state-copy",
        summary: "A row that copies its element into `@State` never sees later changes, and its edits never reach the list; pass a binding",
        fixSafety: .none,
        triggers: ["ForEach", "List"],
        level: .warning)

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        let t = file.tokens
        var out: [Finding] = []
        for call in context.calls where call.kind != .table {
            guard let closure = call.content, let signature = file.closureSignature(of: closure),
                  signature.parameters.count == 1, let element = Optional(file.text(signature.parameters[0])), element != "_" else { continue }
            guard case .single(let s) = RowBody(file, closure: closure).shape, t[s.first].kind == .identifier,
                  let open = file.next(after: s.first), t[open].kind == .leftParen else { continue }
            let row = file.text(s.first)
            for argument in file.arguments(of: open) {
                guard let label = argument.label, let v = argument.valueFirst, argument.valueLast == v,
                      file.tokenIs(v, element) || file.tokenIs(v, "$" + element),
                      let property = context.declarations.property(file.text(label), of: row),
                      property.wrapper == "State", !property.isPrivate else { continue }
                out.append(Finding(rule: metadata.id, range: t[label].start..<t[v].end,
                                   message: "`\(row).\(file.text(label))` is `@State`: the row copies the element once and keeps that copy, so the row's edits never reach the list and later changes to the list never reach the row; declare it `@Binding var \(file.text(label))` and pass `$\(element)` from `ForEach($…) { $\(element) in }`",
                                   severity: metadata.level))
            }
        }
        return out
    }
}
