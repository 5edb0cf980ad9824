import SwiftTokens

/// Row data made where it is read: `[T(…), …]` or `….map { T(…) }`, new values on every read. Asked
/// of a view's data by `id-made-in-body`, and of computed properties and methods by the declaration
/// scan (`Declarations.madeValues(named:)`), so that data one member away counts too.
enum MadeValues {
    /// `T` from data ending in `.map { T(…) }`, `.compactMap { x -> T? in …; return T(…) }` or
    /// `.map(T.init)`, with calls that keep the elements after it (`.sorted { … }`), or an array
    /// literal of `T(…)` values.
    static func type(_ file: SourceFile, _ first: Int, _ last: Int) -> String? {
        let t = file.tokens
        // `[T(…), T(…)]`
        if t[first].kind == .leftBracket, file.tree.match(first) == last, let element = file.next(after: first),
           t[element].kind == .identifier, file.text(element).first?.isUppercase == true,
           let paren = file.next(after: element), t[paren].kind == .leftParen, !passesID(file, paren) {
            return file.text(element)
        }
        // `upper ? items : items.map { … }`, `cached ?? items.map { … }`: one arm may give kept values.
        var k = first
        while k <= last {
            if (t[k].kind == .leftParen || t[k].kind == .leftBracket || t[k].kind == .leftBrace), let end = file.tree.match(k) {
                k = end + 1
                continue
            }
            if t[k].kind == .operator, file.tokenIs(k, "??") || (file.tokenIs(k, "?") && k > 0 && t[k - 1].kind.isTrivia) { return nil }
            k += 1
        }
        var last = last
        // `….map { T(…) }.sorted { $0.date > $1.date }`: the sort keeps the values the map made.
        while let kept = keepingCall(file, first, last) { last = kept }
        guard let open = file.tree.match(last), open > first else { return nil }
        var closure: Int?
        if t[last].kind == .rightBrace {
            guard let name = file.previous(before: open), isMap(file, name) else { return nil }
            closure = open
        } else if t[last].kind == .rightParen, let name = file.previous(before: open), isMap(file, name),
                  let inner = file.next(after: open) {
            if t[inner].kind == .leftBrace { closure = inner } else {
                // `.map(T.init)`
                guard let p = file.next(after: inner), t[p].kind == .period, let i = file.next(after: p), file.isKeyword(i, "init") else { return nil }
                return file.text(inner)
            }
        }
        // The closure's last statement gives its value (`let size = …; return T(…)`).
        guard let closure, let statement = file.statements(inBody: closure).last else { return nil }
        var s = statement.first
        if file.isKeyword(s, "return"), let n = file.next(after: s) { s = n }
        guard t[s].kind == .identifier, let paren = file.next(after: s), t[paren].kind == .leftParen,
              file.tree.match(paren) == statement.last,
              file.text(s).first?.isUppercase == true, !passesID(file, paren) else { return nil }
        return file.text(s)
    }

    /// Whether the `return` at `i` is the method's: every brace between it and `open` is a branch or
    /// a block of `for`, `while`, `repeat`, `do`, `catch` or `defer`, and one of them is such a block;
    /// false when a closure holds it.
    static func inBlock(_ i: Int, below open: Int, _ file: SourceFile) -> Bool {
        let t = file.tokens
        var scope = file.tree.enclosing(i)
        var block = false
        while let brace = scope, brace != open {
            guard t[brace].kind == .leftBrace, let before = file.previous(before: brace) else { return false }
            if case .branch = RowContainer.owner(ofBrace: brace, before: before, in: file) {
            } else if isBlockBrace(brace, file) {
                block = true
            } else {
                return false
            }
            scope = file.tree.enclosing(brace)
        }
        return block
    }

    /// Whether the brace opens the body of `for`, `while`, `repeat`, `do`, `catch` or `defer`.
    static func isBlockBrace(_ brace: Int, _ file: SourceFile) -> Bool {
        guard let before = file.previous(before: brace) else { return false }
        if file.isKeyword(before, "do") || file.isKeyword(before, "repeat") || file.isKeyword(before, "defer") || file.isKeyword(before, "catch") {
            return true
        }
        return file.keywordDecides(before: brace, limit: 64) { p in
            if file.isKeyword(p, "for") || file.isKeyword(p, "while") || file.isKeyword(p, "catch") { return true }
            // The words a loop's header holds (`for case let x in xs where x > 0`); any other ends it.
            let inHeader = file.isKeyword(p, "in") || file.isKeyword(p, "case") || file.isKeyword(p, "let") || file.isKeyword(p, "var")
                || file.isKeyword(p, "where") || file.isKeyword(p, "try") || file.isKeyword(p, "await") || file.isKeyword(p, "self")
                || file.isKeyword(p, "true") || file.isKeyword(p, "false") || file.isKeyword(p, "nil")
            return inHeader ? nil : false
        }
    }

    /// `T` from `decoder.decode([T].self, from: data)` (or `JSONDecoder().decode(…)`) spanning
    /// `first...last`: an array of `T` values decoded, each made anew.
    static func decoded(_ file: SourceFile, _ first: Int, _ last: Int) -> String? {
        let t = file.tokens
        guard t[last].kind == .rightParen, let open = file.tree.match(last), open > first,
              let name = file.previous(before: open), file.isIdentifier(name, "decode"),
              let period = file.previous(before: name), t[period].kind == .period,
              let bracket = file.next(after: open), t[bracket].kind == .leftBracket,
              let element = file.next(after: bracket), t[element].kind == .identifier, file.text(element).first?.isUppercase == true,
              let closeBracket = file.next(after: element), t[closeBracket].kind == .rightBracket,
              let dot = file.next(after: closeBracket), t[dot].kind == .period,
              let selfKeyword = file.next(after: dot), file.isKeyword(selfKeyword, "self") else { return nil }
        return file.text(element)
    }

    static func isMap(_ file: SourceFile, _ name: Int) -> Bool {
        file.isIdentifier(name, "map") || file.isIdentifier(name, "compactMap")
    }

    /// Where the data before a last call that keeps its elements ends (`.sorted { … }`,
    /// `.filter { … }`, `.prefix(3)`): nil when the data ends otherwise.
    static func keepingCall(_ file: SourceFile, _ first: Int, _ last: Int) -> Int? {
        let t = file.tokens
        guard t[last].kind == .rightBrace || t[last].kind == .rightParen, var open = file.tree.match(last), open > first,
              var name = file.previous(before: open) else { return nil }
        // `.sorted(by: x) { … }` is rare; `.sorted(by: >)` and `.sorted { … }` are not.
        if t[name].kind == .rightParen, t[last].kind == .rightBrace, let o = file.tree.match(name), let n = file.previous(before: o) {
            (open, name) = (o, n)
        }
        guard t[name].kind == .identifier, TypeResolver.keepsElements.contains(file.text(name)),
              let period = file.previous(before: name), t[period].kind == .period, period > first,
              let before = file.previous(before: period), before >= first else { return nil }
        return before
    }

    /// `T` when every value the body opened at `open` returns is made there: an array of `T`s
    /// made as `type(_:_:_:)` reads them, or `[]`; a body of one expression returns it. Only
    /// `return`s of the body and of its `if`, `guard` and `switch` bodies count.
    static func returned(_ file: SourceFile, body open: Int) -> String? {
        guard let close = file.tree.match(open), let end = file.previous(before: close) else { return nil }
        let t = file.tokens
        // Made values end with the closure of a `map` or a sort, a literal's `]`, or `.map(T.init)`'s `)`:
        // `return result` ends with a name, and is not read further here (in the first pass over every
        // getter, reading its local cost 0.2% more instructions; `accumulated` reads it where asked).
        guard t[end].kind == .rightBrace || t[end].kind == .rightBracket || t[end].kind == .rightParen else { return nil }
        // The last statement first: most getters and methods return a property's values, which
        // ends the reading there, before any other `return` is looked for.
        let statements = file.statements(inBody: open)
        guard let last = statements.last else { return nil }
        var value = last.first
        let returns = file.isKeyword(value, "return")
        if returns {
            guard let v = file.next(after: value), v <= last.last else { return nil }
            value = v
        }
        guard let made = type(file, value, last.last) else { return nil }
        // One expression, or `return` as the last statement: the others that return (`guard … else
        // { return [] }`) must give `[]` or the same values.
        guard returns else { return statements.count == 1 ? made : nil }
        for i in (open + 1)..<last.first where t[i].kind == .keyword && file.isKeyword(i, "return") {
            guard GetterValue.statementLevel(i, in: open, file) else {
                // A `return` in a loop or a `do` returns from the method too, what it returns unread.
                if inBlock(i, below: open, file) { return nil }
                continue
            }
            guard let first = file.next(after: i), first < close, !t[first].kind.isClosingBracket else { return nil }
            let end = file.statementEnd(startingAt: first, limit: close)
            if isEmpty(file, first, end) { continue }
            guard type(file, first, end) == made else { return nil }
        }
        return made
    }

    /// Whether the returned value `first...end` gives no rows: `[]`, or `nil` for an optional array.
    static func isEmpty(_ file: SourceFile, _ first: Int, _ end: Int) -> Bool {
        (file.tokens[first].kind == .leftBracket && file.tree.match(first) == end && file.next(after: first) == end)
            || (first == end && file.isKeyword(first, "nil"))
    }

    /// `T` when the body's last statement, `return result`, returns a local the body declares as
    /// `var result = [T]()` (or `var result: [T] = []`) and fills only by `result.append(…)` of values it
    /// makes there (`T(…)`, or a `let` of one): each call makes new values. Any other write of the
    /// local, or another `return` that gives anything but `[]`, `nil` or the local, makes it unknown.
    static func accumulated(_ file: SourceFile, body open: Int, close: Int, returned name: Int) -> String? {
        let t = file.tokens
        guard let r = file.previous(before: name), file.isKeyword(r, "return"),
              let element = filledByAppends(file, body: open, close: close, name: name, before: r) else { return nil }
        // Every other `return` of the body gives nothing or the same local.
        for i in (open + 1)..<close where t[i].kind == .keyword && file.isKeyword(i, "return") && i != r {
            guard GetterValue.statementLevel(i, in: open, file) else {
                if inBlock(i, below: open, file) { return nil }
                continue
            }
            guard let first = file.next(after: i), first < close, !t[first].kind.isClosingBracket else { return nil }
            let end = file.statementEnd(startingAt: first, limit: close)
            if isEmpty(file, first, end) || (first == end && file.sameText(first, name)) { continue }
            return nil
        }
        return element
    }

    /// `T` when `name` is a `var` declared in the body at `open` (before `before`) as an empty array of
    /// `T`, only ever appended to with values made there (`result.append(T(…))`).
    static func filledByAppends(_ file: SourceFile, body open: Int, close: Int, name: Int, before r: Int) -> String? {
        let t = file.tokens
        // Cheapest first: most accumulators are filled with values kept elsewhere, so the body must make
        // one of its element type, `T(`, somewhere.
        var declaration: Int?
        var element: String?
        var k = open + 1
        while k < r {
            if t[k].kind == .keyword, file.isKeyword(k, "var"), file.tree.enclosing(k) == open,
               let n = file.next(after: k), t[n].kind == .identifier, file.sameText(n, name) {
                declaration = n
                element = declaredArrayElement(file, after: n, through: file.statementEnd(startingAt: k, limit: close))
                break
            }
            k += 1
        }
        // A standard value type (`[String]`) has no `id` to make anew.
        guard let declaration, let element, !TypeResolver.standardValueTypes.contains(element),
              ByteSearch.offsets(of: element + "(", in: file.bytes, within: file.range(from: open, through: close)).first != nil else { return nil }
        let mutating: Set<String> = ["insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "replaceSubrange",
                                     "sort", "reverse", "shuffle", "swapAt", "popLast", "partition"]
        var appended = false
        for i in (open + 1)..<close where i != declaration && t[i].kind == .identifier && file.sameText(i, name) {
            if let before = file.previous(before: i), t[before].kind == .period { continue }
            guard let after = file.next(after: i) else { return nil }
            // `return result`, here or in a closure (which returns from that closure, not read).
            if let before = file.previous(before: i), file.isKeyword(before, "return") { continue }
            guard t[after].kind == .period, let member = file.next(after: after), t[member].kind == .identifier else {
                // `result = …`, `result += …`, `result[i] = …`, `&result`: written otherwise.
                if t[after].kind == .operator || t[after].kind == .leftBracket { return nil }
                if let before = file.previous(before: i), file.tokenIs(before, "&") { return nil }
                continue
            }
            let word = file.text(member)
            if mutating.contains(word) { return nil }
            guard word == "append" else { continue }
            guard let paren = file.next(after: member), t[paren].kind == .leftParen, case let arguments = file.arguments(of: paren),
                  arguments.count == 1, arguments[0].label == nil, let a = arguments[0].valueFirst, let b = arguments[0].valueLast,
                  madeValue(file, a, b, in: open) == element else { return nil }
            appended = true
        }
        return appended ? element : nil
    }

    /// `T` of a local declared `name = [T]()` or `name: [T] = []`, the tokens after its name through `last`.
    static func declaredArrayElement(_ file: SourceFile, after name: Int, through last: Int) -> String? {
        let t = file.tokens
        guard var k = file.next(after: name), k <= last else { return nil }
        if t[k].kind == .colon {
            guard let bracket = file.next(after: k), t[bracket].kind == .leftBracket, let element = file.next(after: bracket),
                  t[element].kind == .identifier, let closeBracket = file.next(after: element), t[closeBracket].kind == .rightBracket,
                  let equals = file.next(after: closeBracket), file.tokenIs(equals, "="), let empty = file.next(after: equals),
                  t[empty].kind == .leftBracket, let emptyClose = file.next(after: empty), t[emptyClose].kind == .rightBracket,
                  emptyClose == last else { return nil }
            return file.text(element)
        }
        guard file.tokenIs(k, "=") else { return nil }
        k = file.next(after: k) ?? k
        guard t[k].kind == .leftBracket, let element = file.next(after: k), t[element].kind == .identifier,
              let closeBracket = file.next(after: element), t[closeBracket].kind == .rightBracket,
              let paren = file.next(after: closeBracket), t[paren].kind == .leftParen, let parenClose = file.next(after: paren),
              t[parenClose].kind == .rightParen, parenClose == last else { return nil }
        return file.text(element)
    }

    /// `T` when the argument `first...last` is a value made there, `T(…)` not given its id, or a local
    /// `let` of the body at `open` given one.
    static func madeValue(_ file: SourceFile, _ first: Int, _ last: Int, in open: Int) -> String? {
        let t = file.tokens
        if t[first].kind == .identifier, DeclarationScanner.isUppercaseStart(file, first), let paren = file.next(after: first),
           t[paren].kind == .leftParen, file.tree.match(paren) == last, !passesID(file, paren) {
            return file.text(first)
        }
        guard first == last, t[first].kind == .identifier else { return nil }
        // The nearest `let NAME = T(…)` before the append, in the body.
        var k = first
        while k > open {
            k -= 1
            guard t[k].kind == .identifier, file.sameText(k, first), let keyword = file.previous(before: k), file.isKeyword(keyword, "let"),
                  let equals = file.next(after: k), file.tokenIs(equals, "="), let value = file.next(after: equals) else { continue }
            let end = file.statementEnd(startingAt: value, limit: first)
            return madeValue(file, value, end, in: open)
        }
        return nil
    }

    /// How the index names a method: its name and argument labels (`_` for none), `static ` before
    /// a type's own (`list(drafts:)`, `static samples()`): a property, an overload or a type's method
    /// of the same name is another member.
    static func methodKey(_ name: String, labels: [String], isStatic: Bool) -> String {
        (isStatic ? "static " : "") + name + "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    /// `T(id: …, …)`: the value is given its id, so its default `UUID()` is not used.
    static func passesID(_ file: SourceFile, _ paren: Int) -> Bool {
        file.arguments(of: paren).contains { $0.label.map { file.tokenIs($0, "id") } ?? false }
    }
}
