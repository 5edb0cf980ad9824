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
        return nil
    }
}
