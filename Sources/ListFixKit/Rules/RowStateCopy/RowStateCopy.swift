import SwiftTokens

/// A row view that takes its element into `@State`: the state keeps the first value forever.
struct RowStateCopy: Rule {
    let metadata = RuleMetadata(
        id: "row-state-copy",
        fixSafety: .unsafe,
        triggers: ["ForEach", "List"])

    init() {}

    func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        let t = file.tokens
        var out: [Finding] = []
        for call in context.listCalls {
            guard let closure = call.content, let signature = file.closureSignature(of: closure),
                  signature.parameters.count == 1, let element = Optional(file.text(signature.parameters[0])), element != "_",
                  !element.hasPrefix("$") else { continue }
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
            // Rows keyed by the value itself: a changed element is a new row with new state, so the copy never goes stale.
            if let id = call.id, let member = file.keyPathMember(of: id), file.isKeyword(member, "self") { continue }
            // Data the rows cannot bind to (a `let`, a computed list) cannot take a row's edits either way:
            // a copy in `@State` is then a draft the row hands back by other means (a callback), not a lost edit.
            guard let (dataFirst, dataLast) = call.dataTokens(file), let data = MemberPath.exactly(file, dataFirst, dataLast),
                  data.hasBinding(in: context) else { continue }
            let row = file.text(first)
            for (label, v) in candidates {
                guard let property = context.declarations.property(file.text(label), of: row),
                      property.wrapper == "State", !property.isPrivate, holdsValue(property, of: row, context),
                      // A row that never writes its copy loses no edit; only a copy the project writes is a finding.
                      context.declarations.changes(of: file.text(label)).writes else { continue }
                let name = file.text(label)
                out.append(metadata.finding(range: file.range(from: label, through: v),
                                            message: "`\(row).\(name)` is `@State`: the row copies the element once and keeps that copy, so the row's edits never reach the list and later changes to the list never reach the row; declare it `@Binding var \(name)` and pass `$\(element)` from `ForEach($…) { $\(element) in }`",
                                            fix: bindingFix(context, call, signature.parameters[0], value: v, row: row, property: name)))
            }
        }
        return out
    }

    /// Whether the `@State` property holds a value type: a class (an `ObservableObject`, an
    /// `@Observable` model) held in `@State` is the list's own object, and edits reach the list.
    /// A type the project does not declare proves nothing.
    func holdsValue(_ property: PropertyDecl, of row: String, _ context: RuleContext) -> Bool {
        guard let type = property.type else { return false }
        let nominal = TypeResolver.nominal(context.declarations.qualify(type, in: row))
        if TypeResolver.standardValueTypes.contains(nominal) || TypeResolver.isStructural(type) { return true }
        guard let kind = context.declarations.info(nominal)?.kind else { return false }
        return kind == .struct || kind == .enum
    }

    /// The binding form, when the row type is declared in this file with `@State var name: T` (no
    /// initial value) and the data has a binding: `@Binding var name: T`, `ForEach($X) { $x in
    /// Row(name: $x) }`.
    func bindingFix(_ context: RuleContext, _ call: RowsCall, _ parameter: Int, value: Int, row: String, property: String) -> Fix? {
        let file = context.file
        let t = file.tokens
        guard let (first, last) = call.dataTokens(file), let path = MemberPath.exactly(file, first, last),
              path.hasBinding(in: context),
              case let full = context.declarations.resolve(row, in: context.enclosingType(of: call.nameToken)?.name),
              let type = context.fileTypes(named: full).first(where: { $0.kind == .struct }),
              let attribute = stateAttribute(file, in: type, property: property) else { return nil }
        let element = file.text(parameter)
        let edits = [
            Edit(range: t[attribute].range, replacement: "@Binding"),
            Edit(range: file.range(from: first, through: last), replacement: "$" + path.bindingText(file)),
            Edit(range: t[parameter].range, replacement: "$" + element),
            Edit(range: t[value].range, replacement: "$" + element),
        ]
        return Fix(message: "Pass a binding: `@Binding var \(property)` and `\(row)(\(property): $\(element))`", edits: edits,
                   applicability: .unsafe(reason: "every other place that makes a `\(row)` must then pass a binding too"))
    }

    /// The `@State` attribute of `@State var name: T` declared directly in `type` without an initial value.
    func stateAttribute(_ file: SourceFile, in type: TypeDecl, property: String) -> Int? {
        let t = file.tokens
        var j = type.open + 1
        while j < type.close {
            if file.isKeyword(j, "var"), let n = file.next(after: j), file.tokenIs(n, property),
               let colon = file.next(after: n), t[colon].kind == .colon {
                let end = file.statementEnd(startingAt: j, limit: type.close)
                if (j...end).contains(where: { t[$0].kind == .operator && file.tokenIs($0, "=") }) { return nil }
                var p = file.previous(before: j)
                while let q = p, t[q].kind == .attribute || DeclarationScanner.isModifier(file, q) {
                    if t[q].kind == .attribute, file.tokenIs(q, "@State") { return q }
                    p = file.previous(before: q)
                }
                return nil
            }
            j = file.skipGroup(j)
        }
        return nil
    }
}
