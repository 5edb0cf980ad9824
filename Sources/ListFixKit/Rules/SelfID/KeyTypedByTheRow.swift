import SwiftTokens

extension SelfID {
    /// `ForEach($items, id: \.self) { $item in TextField("", text: $item) }`: each row is keyed by the
    /// very value its text field edits, so every keystroke gives the row a new identity. SwiftUI
    /// removes it and inserts another, and the field loses its focus after each character (and two
    /// new empty values are two rows with one id). An error, with no fix: the values have no id.
    func keyTypedByTheRow(_ call: RowsCall, _ context: RuleContext) -> Finding? {
        let file = context.file
        let t = file.tokens
        guard let id = call.id, let a = id.valueFirst, let b = file.keyPathMember(of: id), file.isKeyword(b, "self"),
              let (first, _) = call.dataTokens(file), t[first].kind == .identifier, file.bytes[t[first].start] == UInt8(ascii: "$"),
              let open = call.content, let close = file.tree.match(open), let signature = file.closureSignature(of: open),
              signature.parameters.count == 1, case let element = file.text(signature.parameters[0]), element.hasPrefix("$") else { return nil }
        // `text: $item`, the whole element, given to a field that writes it on every keystroke.
        for i in (open + 1)..<close where t[i].kind == .identifier && file.tokenIs(i, element) {
            guard let colon = file.previous(before: i), t[colon].kind == .colon, let label = file.previous(before: colon),
                  file.tokenIs(label, "text"), let after = file.next(after: i), t[after].kind == .comma || t[after].kind == .rightParen,
                  let paren = file.tree.enclosing(i), t[paren].kind == .leftParen, let field = file.previous(before: paren),
                  file.isIdentifier(field, "TextField") || file.isIdentifier(field, "TextEditor") || file.isIdentifier(field, "SecureField")
            else { continue }
            let message = "`id: \\.self` keys each row by the value its `\(file.text(field))` edits: every keystroke gives the row a new "
                + "identity, so SwiftUI removes it and inserts another, and the field loses its focus after each character (and two "
                + "equal values, such as two new empty ones, are two rows with one id); give the values a stable id"
            var finding = metadata.finding(range: file.range(from: a, through: b), message: message,
                                           fix: Fix.blocked("the values have no id to key the rows by"))
            finding.severity = .error
            return finding
        }
        return memberWrittenByTheRow(call, element: element, key: (a, b), open: open, close: close, context)
    }

    /// `ForEach($logs, id: \.self) { $log in Text(…).onTapGesture { log.isExpanded.toggle() } }`: the row
    /// writes a stored `var` of its own element through its binding (`log.x = …`, `log.x.toggle()`, or
    /// `$log.x` handed to a control), and the element's type hashes every stored property, so each write
    /// gives the row a new identity while it is shown. A warning, with no fix.
    /// SwiftUI's views that write the binding they are given.
    static let controls: Set<String> = ["Toggle", "TextField", "SecureField", "TextEditor", "Stepper", "Slider", "Picker",
                                        "DatePicker", "ColorPicker", "MultiDatePicker"]

    func memberWrittenByTheRow(_ call: RowsCall, element: String, key: (Int, Int), open: Int, close: Int,
                               _ context: RuleContext) -> Finding? {
        let file = context.file
        let t = file.tokens
        let bare = String(element.dropFirst())
        // `var log = log` in the row: its writes are a local copy's.
        if DerivedRows.declares(bare, in: open, close, file) { return nil }
        var written: (name: String, member: String)?
        for i in (open + 1)..<close where t[i].kind == .identifier && (file.tokenIs(i, bare) || file.tokenIs(i, element)) {
            // `log = Log(…)`: the whole element replaced through the binding.
            if file.tokenIs(i, bare), file.previous(before: i).map({ t[$0].kind != .period }) ?? true, let op = file.next(after: i),
               t[op].kind == .operator, WriteSyntax.isAssignment(file, op) {
                written = (bare, "")
                break
            }
            guard file.previous(before: i).map({ t[$0].kind != .period }) ?? true, let dot = file.next(after: i), t[dot].kind == .period,
                  let member = file.next(after: dot), t[member].kind == .identifier, let after = file.next(after: member) else { continue }
            let writes: Bool
            if file.tokenIs(i, element) {
                // `isOn: $log.done`: handed to one of SwiftUI's controls, which writes it (a view of the
                // project may only read its binding; `.wrappedValue` reads it).
                writes = t[after].kind != .period && (file.previous(before: i).map { t[$0].kind == .colon || t[$0].kind == .leftParen } ?? false)
                    && file.tree.enclosing(i).flatMap({ t[$0].kind == .leftParen ? file.previous(before: $0) : nil })
                        .map { t[$0].kind == .identifier && SelfID.controls.contains(file.text($0)) } == true
            } else if t[after].kind == .operator {
                writes = WriteSyntax.isAssignment(file, after)
            } else if t[after].kind == .period, let method = file.next(after: after), t[method].kind == .identifier,
                      let paren = file.next(after: method), t[paren].kind == .leftParen {
                writes = !(MutatingMethods.changes(file, method: method) ?? []).isEmpty
            } else {
                writes = false
            }
            if writes { written = (file.text(i), file.text(member)); break }
        }
        guard let written, let (first, last) = call.dataTokens(file), let path = MemberPath.exactly(file, first, last) else { return nil }
        var names = path.componentTexts(file)
        names[0] = String(names[0].dropFirst())
        let d = context.declarations
        guard let type = TypeResolver(context).type(ofNames: names, at: first), let elementType = TypeResolver.arrayElement(type),
              case let name = TypeResolver.nominal(elementType), d.info(name)?.kind == .struct, !d.hasOwnEquality(name) else { return nil }
        if !written.member.isEmpty {
            guard let property = d.property(written.member, of: name), property.isStored, !property.isLet, !property.isStatic else { return nil }
        }
        let what = written.member.isEmpty ? written.name : written.name + "." + written.member
        let message = "`id: \\.self` keys each row by its whole value, and the row writes `\(what)` through its "
            + "binding: each write gives the row a new identity while it is shown, so SwiftUI removes it and inserts another and its "
            + "state and animations are lost (and two equal values are two rows with one id); give `\(name)` a stable id and key the rows by it"
        return Finding(rule: metadata.id, range: file.range(from: key.0, through: key.1), message: message, severity: .warning)
    }
}
