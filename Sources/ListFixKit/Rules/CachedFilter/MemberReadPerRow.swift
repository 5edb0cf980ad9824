import SwiftTokens

extension CachedFilter {
    /// Rows from a member of another type that filters or sorts (`editViewModel.filteredCountries`,
    /// `SortingCall`), read again inside each row (`country.id != editViewModel.filteredCountries.last?.id`),
    /// in a view whose body runs often: each row runs the member's whole walk, so every keystroke does
    /// it once per row. Without the read per row its cost is another type's, which this rule does not
    /// weigh. No fix: the cache is the model's to keep.
    func memberReadPerRowFinding(_ call: RowsCall, _ context: RuleContext) -> Finding? {
        let file = context.file
        let t = file.tokens
        // Cheapest first: a path as the data whose member's name the rows' content spells again (a
        // search of its bytes), read there as the same path; then the project index says the member
        // filters or sorts, in a view whose body runs often.
        guard let content = call.content, let close = file.tree.match(content), let (first, last) = call.dataTokens(file),
              first < last, t[first].kind == .identifier else { return nil }
        var name = last
        if t[last].kind == .rightParen, let open = file.tree.match(last), let n = file.previous(before: open) { name = n }
        guard t[name].kind == .identifier, name > first,
              !ByteSearch.offsets(of: file.text(name), in: file.bytes, within: t[content].end..<t[close].start).isEmpty,
              (content..<close).contains(where: { readsPath(file, $0, from: first, through: last) && !CachedFilter.runsWhenActed(file, $0, inside: content) }),
              let sorting = SortingCall.of(first, last, in: context), let decl = context.enclosingType(of: call.nameToken),
              let often = context.analysis(FrequentBodies.self).of(decl, in: file) ?? FrequentBody.insideTimeline(file, call.nameToken),
              let view = context.viewType(decl),
              view.builtMembers(file).contains(where: { $0.open < call.nameToken && call.nameToken < $0.close }) else { return nil }
        return metadata.finding(range: file.range(from: first, through: last),
                                message: "`\(sorting.text)` filters or sorts its data each time it is read, and each row reads it "
                                    + "again, and \(often.cause)",
                                fix: Fix.blocked("keep its result in state refreshed when its inputs change, and read that in the rows"))
    }

    /// Whether the data written from `first` through `last` (`model.filtered`, `store.ranked()`) is
    /// written again from token `i`: the same tokens, and not the end of a longer path.
    private func readsPath(_ file: SourceFile, _ i: Int, from first: Int, through last: Int) -> Bool {
        let t = file.tokens
        guard t[i].kind == t[first].kind, t[i].length == t[first].length, file.sameText(i, first) else { return false }
        if let before = file.previous(before: i), t[before].kind == .period { return false }
        var a = i
        var b = first
        while b < last {
            guard let na = file.next(after: a), let nb = file.next(after: b), t[na].kind == t[nb].kind,
                  t[na].length == t[nb].length, file.sameText(na, nb) else { return false }
            (a, b) = (na, nb)
        }
        return true
    }
}
