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
        // Read without a call, a member the type stores is that property, whatever a method of its
        // name (`func habits(on:)`, which filters `habits`) does.
        if path.last == last, context.declarations.property(member, of: type)?.isStored == true { return nil }
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
