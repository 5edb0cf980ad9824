import SwiftTokens

extension CachedFilter {
    /// Row data filtered after a copy made in the body: `Array(zip(dms.events, dms.events.indices)).filter { … }`,
    /// `Array(events.reversed()).filter { … }`. The copy and the filter run on every evaluation of
    /// the body; in a view shown to run its body often, with a predicate that does more than one
    /// pass (`RowDataCost`), that is a warning. No fix: the copy's
    /// elements (tuples, a reversed order) are not the state a cache would hold.
    func copiedFilterFinding(_ call: RowsCall, _ context: RuleContext) -> Finding? {
        let file = context.file
        let t = file.tokens
        guard let (first, last) = call.dataTokens(file), file.isIdentifier(first, "Array"),
              let open = file.next(after: first), t[open].kind == .leftParen, let close = file.tree.match(open), close < last,
              let period = file.next(after: close), t[period].kind == .period,
              let name = file.next(after: period), file.isIdentifier(name, "filter"),
              let predicate = file.next(after: name), t[predicate].kind == .leftBrace || t[predicate].kind == .leftParen,
              file.tree.match(predicate) == last,
              // In `body` or a helper the body builds (`var messages: some View`): it runs when the body does.
              let decl = context.enclosingType(of: call.nameToken), context.viewType(decl) != nil,
              let often = context.analysis(FrequentBodies.self).of(decl, in: file) ?? FrequentBody.insideTimeline(file, call.nameToken),
              !often.readsTyped(file, first, last) else { return nil }
        // Data that never changes gives the same rows every time: cheap enough to leave.
        guard DataOrigin.of(first, close, in: context) != .constant, let cost = RowDataCost.inClosure(context, predicate) ?? RowDataCost.insideRows(file, call.nameToken) else { return nil }
        let copy = file.text(tokens: first, through: close)
        return metadata.finding(
            range: file.range(from: first, through: last),
            message: "`\(copy).filter` copies and filters every element, and \(cost.reason), each time the body is evaluated, and \(often.cause)",
            fix: Fix.blocked("the rows are a copy made in the body; keep the filtered rows in state refreshed when their inputs change"))
    }
}
