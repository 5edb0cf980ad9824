import SwiftTokens

/// Rows made by a member of another type whose body sorts (`SortingMembers`), as written where the
/// rows' data is: `InventorySearch.matchingResults(in: items, query: searchText)`,
/// `try? TagService.mostUsedLabels(context: modelContext)`, `chat.orderedMessages`. Each call does
/// that work again, in whichever file the member is declared.
struct SortingCall {
    /// `TagService.mostUsedLabels`, as the message names it.
    var text: String
    /// The call's tokens: from the receiver through the member, or through its `)`.
    var first: Int
    var last: Int
    /// The receiver as written (`TagService`, `model`).
    var receiver: String

    /// The sorting call that the expression from `first` through `last` is (after `try`, `try?` or
    /// `await`); nil when it is anything else, or the index does not say its member sorts.
    static func of(_ first: Int, _ last: Int, in context: RuleContext) -> SortingCall? {
        let file = context.file
        let t = file.tokens
        var start = first
        while start < last, file.isKeyword(start, "try") || file.isKeyword(start, "await")
                || (t[start].kind == .operator && (file.tokenIs(start, "?") || file.tokenIs(start, "!"))) {
            guard let next = file.next(after: start) else { return nil }
            start = next
        }
        guard let path = MemberPath.parse(file, at: start, through: last, acrossLines: true), path.components.count >= 2 else { return nil }
        // The whole expression: `x.member` or `x.member(…)`.
        if path.last != last {
            guard let open = file.next(after: path.last), t[open].kind == .leftParen, file.tree.match(open) == last else { return nil }
        }
        let member = file.text(path.components[path.components.count - 1])
        // Cheapest first: some type of the project sorts in a member of that name.
        guard context.declarations.mightSort(member) else { return nil }
        let names = path.componentTexts(file)
        let receiver = Array(names.dropLast())
        let type: String?
        if receiver.count == 1, DeclarationScanner.isUppercaseStart(file, path.first) {
            type = receiver[0]
        } else {
            type = propertyType(receiver, at: path.first, in: context)
        }
        // The view's own getters are read where they are written (`DerivedRows`), typed text and all.
        guard let type, type != context.enclosingTypeHeader(of: path.first)?.name, context.declarations.sorts(member, of: type) else { return nil }
        return SortingCall(text: file.text(tokens: start, through: path.last), first: start, last: last,
                           receiver: receiver.joined(separator: "."))
    }

    /// The type of the path of properties `names` (`model`, `self.store.model`) from the type around
    /// token `at`, by the types the properties declare; nil where one declares none (a local, a
    /// type inferred from a value): unknown, and resolving it in full costs more than this rule may.
    static func propertyType(_ names: [String], at: Int, in context: RuleContext) -> String? {
        guard var type = context.enclosingTypeHeader(of: at)?.name else { return nil }
        for name in names where name != "self" {
            guard let declared = context.declarations.property(name, of: type)?.type else { return nil }
            type = TypeResolver.nominal(declared)
        }
        return type
    }

    /// The value a condition of an `if` or `guard` around token `at` binds to `name`
    /// (`if ready, let name = value {`): the tokens from the value to the clause's end.
    static func conditionValue(of name: String, around at: Int, in file: SourceFile) -> (first: Int, last: Int)? {
        let t = file.tokens
        var scope = file.tree.enclosing(at)
        var levels = 0
        while let brace = scope, levels < 8 {
            levels += 1
            defer { scope = file.tree.enclosing(brace) }
            guard t[brace].kind == .leftBrace, let before = file.previous(before: brace),
                  case .branch = RowContainer.owner(ofBrace: brace, before: before, in: file) else { continue }
            // Back over the condition to its keyword, clause by clause.
            var j = before
            var steps = 0
            while steps < 200, !(t[j].kind == .keyword && (file.tokenIs(j, "if") || file.tokenIs(j, "guard"))) {
                steps += 1
                if t[j].kind == .leftBrace || t[j].kind == .rightBrace && file.tree.match(j) == nil { break }
                if t[j].kind.isClosingBracket, let open = file.tree.match(j) { j = open }
                if (file.isKeyword(j, "let") || file.isKeyword(j, "var")), let n = file.next(after: j), file.tokenIs(n, name),
                   let equals = file.next(after: n), t[equals].kind == .operator, file.tokenIs(equals, "="), let value = file.next(after: equals) {
                    // The clause ends at the next `,` or at the body's `{`.
                    var end = value
                    var k = value
                    while k < brace, t[k].kind != .comma {
                        if t[k].kind.isOpeningBracket, let close = file.tree.match(k) { k = close }
                        end = k
                        k = file.next(after: k) ?? brace
                    }
                    return (value, end)
                }
                guard let p = file.previous(before: j) else { break }
                j = p
            }
        }
        return nil
    }

    /// Whether the call may read the typed text itself: its arguments do, or the typed text is a
    /// member of its receiver (`.searchable(text: $model.query)` and `model.filteredItems`), which
    /// the member may read.
    func readsTyped(_ often: FrequentBody, in file: SourceFile) -> Bool {
        often.readsTyped(file, first, last) || receivesTyped(often)
    }

    /// Whether the typed text is a member of the receiver's root object (`model` of `model.items`).
    func receivesTyped(_ often: FrequentBody) -> Bool {
        let root = receiver.hasPrefix("self.") ? receiver.dropFirst(5).prefix { $0 != "." } : receiver.prefix { $0 != "." }
        return often.typedOwners.contains(String(root))
    }

    /// The first sorting call among the statements of the body `open` (a getter's): what a
    /// `return` or the one expression gives, or a local's value.
    static func inBody(_ open: Int, in context: RuleContext) -> SortingCall? {
        let file = context.file
        for statement in file.statements(inBody: open) {
            var first = statement.first
            if file.isKeyword(first, "return") || file.isKeyword(first, "let") || file.isKeyword(first, "var") {
                // `let results = X.m(…)`: the value after `=`.
                if !file.isKeyword(first, "return"), let equals = (first...statement.last).first(where: {
                    file.tokens[$0].kind == .operator && file.tokenIs($0, "=")
                }) {
                    first = equals
                }
                guard let next = file.next(after: first), next <= statement.last else { continue }
                first = next
            }
            if let call = of(first, statement.last, in: context) { return call }
        }
        return nil
    }
}
