import SwiftTokens

/// `items.removeAll { $0.name == draft.name }`, where `draft` is
/// the view's `@State` or `@Binding` copy of an element and the view binds
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

    /// The lookups: a removal by the key. A search (`firstIndex(where:)`) is as often a check for a
    /// duplicate of the edited value, which must compare the edited field.
    static let lookups = ["removeAll"]

    static func sites(in context: RuleContext) -> [Site] {
        let file = context.file
        let t = file.tokens
        var out: [Site] = []
        // A byte search for each lookup, as for `.id(UUID())`: cheaper than a walk over every token.
        var candidates: [Int] = []
        for word in lookups {
            for offset in ByteSearch.offsets(of: "." + word, in: file.bytes) {
                if let i = file.token(startingAt: offset + 1) { candidates.append(i) }
            }
        }
        for i in candidates.sorted() where t[i].kind == .identifier {
            let method = file.text(i)
            guard let dot = file.previous(before: i), t[dot].kind == .period,
                  let receiver = file.previous(before: dot), t[receiver].kind == .identifier,
                  let closure = predicate(after: i, in: file),
                  let (copy, field) = comparedField(closure, in: file), field != "id",
                  let owner = context.enclosingType(of: i),
                  // `func remove(_ draft: Item)`: a parameter or local of that name is not the view's copy.
                  DataOrigin.local(copy, at: closure, in: context) == nil,
                  owner.properties.contains(where: { $0.name == copy && ($0.wrapper == "State" || $0.wrapper == "Binding") }),
                  binds(copy, field, in: owner, context),
                  takesRowElement(copy, context) || handedRowElement(copy, to: owner.name, context) else { continue }
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
        // Cheapest first: a short predicate, read by its tokens; text is made only for a match.
        guard let close = file.tree.match(open), close - open < 64 else { return nil }
        let element = file.closureSignature(of: open).flatMap { $0.parameters.count == 1 ? $0.parameters[0] : nil }
        var words: [Int] = []
        var j = file.closureBodyStart(of: open)
        while j < close {
            if !t[j].kind.isTrivia { words.append(j) }
            j += 1
        }
        if let first = words.first, file.isKeyword(first, "return") { words.removeFirst() }
        guard let equals = words.firstIndex(where: { t[$0].kind == .operator && file.tokenIs($0, "==") }) else { return nil }
        /// `a.b` or `self.a.b`: the tokens of `a` and `b`.
        func path(_ side: ArraySlice<Int>) -> (Int, Int)? {
            var side = Array(side)
            if side.count == 5, file.isKeyword(side[0], "self"), t[side[1]].kind == .period { side.removeFirst(2) }
            guard side.count == 3, t[side[1]].kind == .period, t[side[0]].kind == .identifier, t[side[2]].kind == .identifier else { return nil }
            return (side[0], side[2])
        }
        func same(_ a: Int, _ b: Int) -> Bool { file.bytes[t[a].range].elementsEqual(file.bytes[t[b].range]) }
        func isElement(_ i: Int) -> Bool { element.map { same(i, $0) } ?? file.tokenIs(i, "$0") }
        guard let left = path(words[..<equals]), let right = path(words[(equals + 1)...]), same(left.1, right.1),
              !file.tokenIs(left.1, "id") else { return nil }
        if isElement(left.0), !isElement(right.0) { return (file.text(right.0), file.text(right.1)) }
        if isElement(right.0), !isElement(left.0) { return (file.text(left.0), file.text(left.1)) }
        return nil
    }

    /// Whether this file gives `copy` (`copy = row`, `self.copy = row`) the element of a row
    /// (`ForEach(items) { row in … }`): the copy edits an existing element, which the lookup must find
    /// again. A draft for a new element (`copy = Item()`) is looked up to find a duplicate.
    static func takesRowElement(_ copy: String, _ context: RuleContext) -> Bool {
        let file = context.file
        let t = file.tokens
        for i in t.indices where t[i].kind == .identifier && file.tokenIs(i, copy) {
            guard let equals = file.next(after: i), t[equals].kind == .operator, file.tokenIs(equals, "="),
                  let value = file.next(after: equals), t[value].kind == .identifier,
                  let after = file.next(after: value), t[after].kind == .newline || t[after].kind == .semicolon
                    || t[after].kind == .rightBrace || file.lineBreakBetween(value, after),
                  file.previous(before: i).map({ t[$0].kind != .period || file.previous(before: $0).map { file.isKeyword($0, "self") } == true }) ?? true,
                  let local = DataOrigin.local(file.text(value), at: value, in: context), t[local.keyword].kind == .leftBrace,
                  context.call(withContent: local.keyword) != nil else { continue }
            return true
        }
        return false
    }

    /// Whether this file hands the view a binding under `label` (`Editor(browser: $draft)`) to a copy
    /// that takes a row's element (`draft = row`).
    static func handedRowElement(_ label: String, to view: String, _ context: RuleContext) -> Bool {
        let file = context.file
        let t = file.tokens
        let name = TypeResolver.lastName(view)
        for i in t.indices where t[i].kind == .identifier && file.bytes[t[i].start] == 0x24 && t[i].length > 1 {
            guard let (labelToken, call) = LabeledArgument.around(file, i, i), file.tokenIs(labelToken, label),
                  file.tokenIs(call, name) else { continue }
            if takesRowElement(String(file.text(i).dropFirst()), context) { return true }
        }
        return false
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
