import SwiftTokens

extension CachedFilter {
    /// Rows from a `let` of the body or of a view member it builds (`let shown = items.filter { … }`,
    /// then `ForEach(shown)`): the value is made each time the member runs, as an inline filter
    /// is. A hazard only with work more than one pass (`RowDataCost`) in a body shown to run often,
    /// and never when it reads the typed text, which each keystroke must filter by anyway. No fix:
    /// the local's other readers in the member would need the cache as well.
    func localFinding(_ call: RowsCall, _ context: RuleContext) -> Finding? {
        let file = context.file
        let t = file.tokens
        guard let (first, last) = call.dataTokens(file) else { return nil }
        let base = EnumeratedData.parse(file, first, last).map { ($0.baseFirst, $0.baseLast) } ?? (first, last)
        // Cheapest first: a name that is not the type's property, declared as a local with a filter or
        // sort for its value, then a view whose body runs often.
        guard base.0 == base.1, t[base.0].kind == .identifier, CachedFilter.fieldWords.contains(where: { context.mentions($0) }),
              let decl = context.enclosingType(of: call.nameToken),
              case let name = file.text(base.0), !decl.properties.contains(where: { $0.name == name }),
              let local = DataOrigin.local(name, at: base.0, in: context),
              file.isKeyword(local.keyword, "let") || file.isKeyword(local.keyword, "var"), let value = local.value,
              (value.first...value.last).contains(where: { t[$0].kind == .identifier && (file.tokenIs($0, "filter") || file.tokenIs($0, "sorted")) }),
              let view = context.viewType(decl),
              let often = context.analysis(FrequentBodies.self).of(decl, in: file) ?? FrequentBody.insideTimeline(file, call.nameToken),
              // Declared where the rows are built, each time the body is: not in a button's action.
              view.builtMembers(file).contains(where: { $0.open < local.keyword && call.nameToken < $0.close }),
              !CachedFilter.runsWhenActed(file, local.keyword, inside: view.bodyOpen),
              let rows = DerivedRows(data: value.first, value.last, owner: decl, in: context), rows.maker == nil,
              rows.how == "a filtered" || rows.how == "a sorted",
              let source = rows.sourceTokens, DataOrigin.of(source.first, source.last, in: context) != .constant,
              !often.readsTyped(file, value.first, value.last),
              let cost = RowDataCost.inWork(context, from: value.first, to: value.last) else { return nil }
        let work = rows.how == "a sorted" ? "sorts" : "filters"
        let owner = view.bodyOpen < local.keyword && local.keyword < view.bodyClose ? "the body" : "a view member the body builds"
        return metadata.finding(
            range: file.range(from: first, through: last),
            message: "`\(name)`, a local of \(owner), \(work) every element of `\(rows.source.joined(separator: "."))`, and \(cost.reason), "
                + "each time the body is evaluated, and \(often.cause)",
            fix: Fix.blocked("`\(name)` is a local; keep its value in state refreshed when its inputs change"))
    }
}
