import SwiftTokens

extension UnaryRow {
    /// A row that is one call of a view member of its own type (`row(for: item)`, `self.row(item)`):
    /// that member's body, read as the row's, with its `{`. Its `if` decides the row's count as if it
    /// were written in the closure.
    func helperRow(_ context: RuleContext, _ s: Statement) -> (name: String, row: RowBody)? {
        let file = context.file
        let t = file.tokens
        var name = s.first
        if file.isKeyword(name, "self"), let dot = file.next(after: name), t[dot].kind == .period, let n = file.next(after: dot) {
            name = n
        }
        // A method's name starts in lower case; a view's type (`ItemRow(item: item)`, most rows) does not.
        guard t[name].kind == .identifier, case let first = file.bytes[t[name].start], first >= 0x61 && first <= 0x7A,
              let paren = file.next(after: name), t[paren].kind == .leftParen, let close = file.tree.match(paren),
              // The call alone, or with modifiers after it (`row(for: place).swipeActions { … }`).
              (file.modifierChain(after: close).last?.end ?? close) == s.last,
              let open = context.viewMethodBody(named: file.text(name), calledAt: s.first) else { return nil }
        return (file.text(name), RowBody(file, closure: open))
    }

    /// The finding for a row made by a view member whose body is one `if` or `switch`: reported on
    /// that statement, without a fix (a filter of the data would have to repeat the member's
    /// condition in the rows' terms).
    func helperRowFinding(_ context: RuleContext, _ place: Place, _ s: Statement) -> Finding? {
        guard let (name, row) = helperRow(context, s), case .branch(let branch) = row.shape else { return nil }
        var inner = place
        inner.row = row
        guard var finding = branchFinding(context, inner, branch) else { return nil }
        var lead = finding.message
        if let cut = lead.firstRange(of: "; no automatic fix") { lead = String(lead[..<cut.lowerBound]) }
        finding.message = lead.replacing("row's top-level", with: "row is `\(name)(…)`, whose top-level")
            + Fix.blocked("the rows are made by `\(name)(…)`; filter the collection before it reaches `\(place.call.kind.rawValue)`, in the model").sentence
        finding.fix = nil
        return finding
    }
}
