import SwiftTokens

/// `items.removeAll { $0.name == draft.name }` (also `firstIndex`, `lastIndex`, `first`), where
/// `draft` is the view's `@State` or `@Binding` copy of a row's element and the view binds
/// `$draft.name` to a control: the element is looked up by the very field the user edits, so after
/// an edit of it the lookup finds no element, or another one with that value.
enum EditedKeyLookup {
    /// One lookup: its tokens, the collection, the copy and the field.
    struct Site {
        var first: Int
        var last: Int
        var collection: String
        var copy: String
        var field: String
        var method: String
    }

    static let lookups: Set<String> = ["removeAll", "firstIndex", "lastIndex", "first"]

    static func sites(in context: RuleContext) -> [Site] {
        let file = context.file
        let t = file.tokens
        var out: [Site] = []
        for i in t.indices where t[i].kind == .identifier && (t[i].length == 9 || t[i].length == 10 || t[i].length == 5) {
            let method = file.text(i)
            guard lookups.contains(method), let dot = file.previous(before: i), t[dot].kind == .period,
                  let receiver = file.previous(before: dot), t[receiver].kind == .identifier,
                  let closure = predicate(after: i, in: file),
                  let (copy, field) = comparedField(closure, in: file), field != "id",
                  let owner = context.enclosingType(of: i),
                  // `func remove(_ draft: Item)`: a parameter or local of that name is not the view's copy.
                  DataOrigin.local(copy, at: closure, in: context) == nil,
                  let property = owner.properties.first(where: { $0.name == copy && ($0.wrapper == "State" || $0.wrapper == "Binding") }),
                  let type = property.type, context.declarations.isRowElement(TypeResolver.nominal(context.declarations.qualify(type, in: owner.name))),
                  binds(copy, field, in: owner, context) else { continue }
            out.append(Site(first: receiver, last: file.tree.match(closure) ?? i, collection: file.text(receiver), copy: copy, field: field,
                            method: method))
        }
        return out
    }

    /// The `{` of the predicate of `name(where: { … })` or `name { … }`.
    static func predicate(after name: Int, in file: SourceFile) -> Int? {
        let t = file.tokens
        guard let next = file.next(after: name) else { return nil }
        if t[next].kind == .leftBrace { return next }
        guard t[next].kind == .leftParen, let label = file.next(after: next), file.tokenIs(label, "where"),
              let colon = file.next(after: label), t[colon].kind == .colon, let open = file.next(after: colon),
              t[open].kind == .leftBrace else { return nil }
        return open
    }

    /// `copy` and `field` of a predicate that is only `$0.field == copy.field` (either way round, the
    /// element named or `$0`, `copy` perhaps `self.copy`).
    static func comparedField(_ open: Int, in file: SourceFile) -> (String, String)? {
        let t = file.tokens
        guard let close = file.tree.match(open) else { return nil }
        let element = file.closureSignature(of: open).flatMap { $0.parameters.count == 1 ? file.text($0.parameters[0]) : nil } ?? "$0"
        var words: [Int] = []
        var j = file.closureBodyStart(of: open)
        while j < close {
            if !t[j].kind.isTrivia { words.append(j) }
            j += 1
        }
        if let first = words.first, file.isKeyword(first, "return") { words.removeFirst() }
        guard let equals = words.firstIndex(where: { t[$0].kind == .operator && file.tokenIs($0, "==") }) else { return nil }
        let sides = [Array(words[..<equals]), Array(words[(equals + 1)...])].map { side in side.map { file.text($0) } }
        func path(_ side: [String]) -> [String]? {
            // `a.b` or `self.a.b`.
            var side = side
            if side.count == 5, side[0] == "self", side[1] == "." { side.removeFirst(2) }
            guard side.count == 3, side[1] == "." else { return nil }
            return [side[0], side[2]]
        }
        guard let left = path(sides[0]), let right = path(sides[1]), left[1] == right[1] else { return nil }
        if left[0] == element, right[0] != element { return (right[0], right[1]) }
        if right[0] == element, left[0] != element { return (left[0], left[1]) }
        return nil
    }

    /// Whether the view binds `$copy.field` (to a control) in any part of it in this file.
    static func binds(_ copy: String, _ field: String, in owner: TypeDecl, _ context: RuleContext) -> Bool {
        let file = context.file
        let t = file.tokens
        let binding = "$" + copy
        for part in context.fileTypes(named: owner.name) {
            // Not in a view declared inside this one: its `$copy` is its own.
            for i in part.open..<part.close where t[i].kind == .identifier && file.tokenIs(i, binding)
                && context.enclosingType(of: i)?.open == part.open {
                if let dot = file.next(after: i), t[dot].kind == .period, let member = file.next(after: dot), file.tokenIs(member, field) { return true }
            }
        }
        return false
    }
}
