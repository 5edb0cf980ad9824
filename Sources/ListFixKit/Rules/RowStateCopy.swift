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
            // Cheap token checks first: `Row(label: element)` as the row's first tokens.
            let bodyStart = file.closureBodyStart(of: closure)
            guard let first = t[bodyStart].kind.isTrivia ? file.next(after: bodyStart) : bodyStart, t[first].kind == .identifier,
                  file.bytes[t[first].start] >= 0x41 && file.bytes[t[first].start] <= 0x5A,
                  let open = file.next(after: first), t[open].kind == .leftParen, open == first + 1 else { continue }
            // `label: element` arguments, found without parsing the argument list.
            guard let close = file.tree.match(open) else { continue }
            var candidates: [(label: Int, value: Int)] = []
            var j = open + 1
            while j < close {
                if t[j].kind == .identifier, file.tokenIs(j, element), let colon = file.previous(before: j), t[colon].kind == .colon,
                   let label = file.previous(before: colon), t[label].kind == .identifier,
                   let after = file.next(after: j), t[after].kind == .comma || after == close {
                    candidates.append((label, j))
                }
                j = file.skipGroup(j)
            }
            guard !candidates.isEmpty, case .single(let s) = RowBody(file, closure: closure).shape, s.first == first else { continue }
            let row = file.text(first)
            for (label, v) in candidates {
                guard let property = context.declarations.property(file.text(label), of: row),
                      property.wrapper == "State", !property.isPrivate else { continue }
                out.append(Finding(rule: metadata.id, range: t[label].start..<t[v].end,
                                   message: "`\(row).\(file.text(label))` is `@State`: the row copies the element once and keeps that copy, so the row's edits never reach the list and later changes to the list never reach the row; declare it `@Binding var \(file.text(label))` and pass `$\(element)` from `ForEach($…) { $\(element) in }`",
                                   severity: metadata.level))
            }
        }
        return out
    }
}
