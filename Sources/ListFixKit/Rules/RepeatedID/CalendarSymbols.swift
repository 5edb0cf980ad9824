import SwiftTokens

/// The calendar's one-letter day and month names (`Calendar.veryShortWeekdaySymbols`,
/// `DateFormatter.veryShortMonthSymbols`): in English and most languages two days share a letter
/// (S, M, T, W, T, F, S) and so do months (J, F, M, A, M, J, J, …). Rows keyed by `\.self` over
/// them, or over a rotation of them to the first weekday, have two rows with one id.
enum CalendarSymbols {
    /// The properties of `Calendar` and `DateFormatter` that give one-letter names.
    static let names: Set<String> = ["veryShortWeekdaySymbols", "veryShortStandaloneWeekdaySymbols",
                                     "veryShortMonthSymbols", "veryShortStandaloneMonthSymbols"]

    /// Calls and members that make other values than the symbols (`map`, `enumerated()`), or drop
    /// some (`filter`, `Set`): what they give is not known to repeat.
    static let changing: Set<String> = ["map", "compactMap", "flatMap", "enumerated", "zip", "indices", "reduce", "joined",
                                        "filter", "Set", "Dictionary", "uniqued", "unique", "removingDuplicates", "String",
                                        "first", "last", "count", "lowercased", "uppercased"]

    /// The property (one of `names`) whose values the tokens `first...last` give, read through the
    /// locals they name (`let symbols = calendar.veryShortWeekdaySymbols`, then
    /// `Array(symbols[k...]) + Array(symbols[..<k])`), at most `depth` locals away; nil when they
    /// give anything else or a closure, call or member stands between.
    static func source(_ first: Int, _ last: Int, in context: RuleContext, depth: Int = 3) -> String? {
        let file = context.file
        let t = file.tokens
        // `{ let formatter = DateFormatter(); return formatter.veryShortWeekdaySymbols }()`: what the
        // closure called at once returns, its one `return` at its own level.
        if t[first].kind == .leftBrace, let close = file.tree.match(first), let open = file.next(after: close),
           t[open].kind == .leftParen, file.next(after: open) == last, t[last].kind == .rightParen {
            let returns = (first + 1..<close).filter { file.isKeyword($0, "return") && file.tree.enclosing($0) == first }
            guard returns.count == 1, let value = file.next(after: returns[0]), value < close else { return nil }
            let end = min(file.statementEnd(startingAt: value, limit: close), close - 1)
            guard let valueLast = t[end].kind.isTrivia ? file.previous(before: end + 1) : end, valueLast >= value else { return nil }
            return source(value, valueLast, in: context, depth: depth)
        }
        var found: String?
        var names: [Int] = []
        for j in first...last where !t[j].kind.isTrivia {
            if t[j].kind == .leftBrace { return nil }
            guard t[j].kind == .identifier else { continue }
            let text = file.text(j)
            if CalendarSymbols.names.contains(text) {
                found = text
            } else if changing.contains(text) {
                return nil
            } else if !file.isMemberName(j), !file.isArgumentLabel(j) {
                names.append(j)
            }
        }
        if let found { return found }
        guard depth > 0 else { return nil }
        for j in names {
            let name = file.text(j)
            if let local = DataOrigin.local(name, at: j, in: context) {
                guard let value = local.value, file.isKeyword(local.keyword, "let") || file.isKeyword(local.keyword, "var"),
                      let symbol = source(value.first, value.last, in: context, depth: depth - 1) else { continue }
                return symbol
            }
            if let value = propertyValue(name, at: j, in: context), let symbol = source(value.first, value.last, in: context, depth: depth - 1) {
                return symbol
            }
        }
        return nil
    }

    /// The value a property of the type around token `at` gives: a stored property's initial value,
    /// or the one expression of a getter (`var weekdays: [String] { calendar.veryShortWeekdaySymbols }`).
    static func propertyValue(_ name: String, at: Int, in context: RuleContext) -> (first: Int, last: Int)? {
        let file = context.file
        guard let owner = context.enclosingType(of: at), owner.properties.contains(where: { $0.name == name }) else { return nil }
        return DeclarationScanner.storedValue(of: name, in: owner, file) ?? DeclarationScanner.getterExpression(of: name, in: owner, file: file)
    }
}

extension RepeatedID {
    /// Rows keyed by `\.self` over the calendar's one-letter names (`CalendarSymbols`).
    func calendarSymbolFindings(_ context: RuleContext) -> [Finding] {
        let file = context.file
        // Cheapest first: the first pass's trigger scan says whether the file names one. It does not
        // list `veryShortStandaloneWeekdaySymbols` (see `RepeatedID`'s hints): that name is read only
        // in a file that names another.
        guard context.mentions("veryShortWeekdaySymbols") || context.mentions("veryShortMonthSymbols")
                || context.mentions("veryShortStandaloneMonthSymbols") else { return [] }
        var out: [Finding] = []
        for call in context.listCalls {
            guard let id = call.id, let member = file.keyPathMember(of: id), file.isKeyword(member, "self"),
                  let (first, last) = call.dataTokens(file), let symbol = CalendarSymbols.source(first, last, in: context) else { continue }
            let data = file.text(tokens: first, through: last)
            let days = symbol.contains("Weekday")
            let message = "these rows are keyed by `\\.self` over the one-letter \(days ? "weekday" : "month") names of `\(symbol)`, which "
                + "repeat in English and most languages (\(days ? "S, M, T, W, T, F, S" : "J, F, M, A, M, J, J, A, S, O, N, D")): "
                + "two rows share one id, and SwiftUI logs \"the ID … occurs multiple times\" and shows one twice or drops one"
            out.append(metadata.finding(range: file.range(from: first, through: last), message: message,
                                        fix: Fix.blocked("key the rows by position, `ForEach(Array(\(data).enumerated()), id: \\.offset)`")))
        }
        return out
    }
}
