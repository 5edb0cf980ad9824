import SwiftTokens

/// The syntax of a write, shared by every place that records one: an assignment and what it
/// assigns, an element written through a subscript, a binding handed on, and whether a token is
/// in an initializer (where a `let` or `var` gets its first value, which is no change).
enum WriteSyntax {

    /// `$item` naming a row's binding parameter (`ForEach($items) { $item in … }`): a name the closure
    /// declares, which writes nothing.
    static func namesClosureParameter(_ file: SourceFile, at i: Int) -> Bool {
        guard let next = file.next(after: i) else { return false }
        if file.isKeyword(next, "in") { return true }
        // `{ $a, $b in`
        guard file.tokens[next].kind == .comma, let open = file.tree.enclosing(i), file.tokens[open].kind == .leftBrace else { return false }
        return file.closureSignature(of: open)?.parameters.contains(i) == true
    }

    /// The name whose whole value the binding at token `i` hands over: `items` in `$items` and
    /// `$model.items`. None for `$items[i].done`: a binding to one element's member cannot insert,
    /// remove or move elements.
    static func bindingValue(_ file: SourceFile, at i: Int) -> Range<Int>? {
        let t = file.tokens
        var last = t[i].start + 1..<t[i].end
        var j = i
        var steps = 0
        while steps < 16, let next = file.next(after: j) {
            steps += 1
            if t[next].kind == .leftBracket { return nil }
            guard t[next].kind == .period, let member = file.next(after: next), t[member].kind == .identifier else { break }
            last = t[member].range
            j = member
        }
        return last
    }


    /// What a presentation writes through the binding at token `i`, when it is what the presentation
    /// shows or hides by: given as `isPresented: $show` or `item: $x`, only `false` or `nil` when it is
    /// dismissed (`cleared`); given through a call that wraps it (`isPresented: Binding(optionalValue:
    /// $x)`), whatever the wrapper's setter gives it, a value as a whole (`assignedWhole`), not a
    /// control's inserts and moves. Nil for any other binding.
    static func presentationWrites(_ file: SourceFile, at i: Int) -> Changes? {
        let t = file.tokens
        var first = i
        for depth in 0..<3 {
            // `label: <first>…`: read from the tokens before, not from the call's arguments (most bindings are no presentation's).
            guard let colon = file.previous(before: first), t[colon].kind == .colon,
                  let label = file.previous(before: colon), t[label].kind == .identifier else { return nil }
            if file.isIdentifier(label, "isPresented") || file.isIdentifier(label, "item") {
                guard let open = file.tree.enclosing(label), t[open].kind == .leftParen,
                      let callee = file.previous(before: open), Presentation.presenters.contains(file.text(callee)),
                      file.previous(before: callee).map({ t[$0].kind == .period }) == true else { return nil }
                return depth == 0 ? .cleared : .assignedWhole
            }
            // A wrapper: `Binding(optionalValue: $x)`, `.init(get:set:)`, whose call is itself an argument.
            guard let open = file.tree.enclosing(first), t[open].kind == .leftParen,
                  let callee = file.previous(before: open), file.isIdentifier(callee, "Binding") || file.isKeyword(callee, "init") else { return nil }
            first = callee
            if let dot = file.previous(before: callee), t[dot].kind == .period { first = dot }
        }
        return nil
    }

    /// `?` or `!` straight after a name: an optional chain or a forced unwrap.
    static func isUnwrap(_ file: SourceFile, _ i: Int) -> Bool {
        let t = file.tokens
        return t[i].kind == .operator && t[i].length == 1 && (file.tokenIs(i, "?") || file.tokenIs(i, "!")) && i > 0
            && t[i - 1].kind == .identifier
    }


    /// Whether the bare binding `$name` at token `i` follows a label of its own name (`items: $items`),
    /// as one `handedToView` accepts does: the cheap first half of that test, on the tokens right
    /// before it, for the scan to ask before it names the enclosing type.
    static func mayBeHanded(_ file: SourceFile, at i: Int) -> Bool {
        let t = file.tokens
        var c = i - 1
        if c >= 0, t[c].kind == .whitespace { c -= 1 }
        guard c >= 1, t[c].kind == .colon else { return false }
        var l = c - 1
        if t[l].kind == .whitespace { l -= 1 }
        guard l >= 0, t[l].kind == .identifier, t[l].length == t[i].length - 1 else { return false }
        return file.bytes[t[l].range].elementsEqual(file.bytes[(t[i].start + 1)..<t[i].end])
    }

    /// Whether the binding at token `i` is a whole argument of the initializer of a type that is not
    /// one of SwiftUI's views, under a label of its own name (`Editor(items: $items)`, not
    /// `TextField(text: $name)` nor `Editor(list: $items)`): the receiving view's writes to its
    /// property of that name are then the binding's, found by name.
    static func handedToView(_ file: SourceFile, at i: Int) -> Bool {
        let t = file.tokens
        var last = i
        while let dot = file.next(after: last), t[dot].kind == .period, let member = file.next(after: dot),
              t[member].kind == .identifier {
            last = member
        }
        let handed = last == i ? t[i].start + 1..<t[i].end : t[last].range
        guard let colon = file.previous(before: i), t[colon].kind == .colon, let label = file.previous(before: colon),
              t[label].kind == .identifier, file.bytes[t[label].range].elementsEqual(file.bytes[handed]),
              let after = file.next(after: last), t[after].kind == .comma || t[after].kind == .rightParen,
              let open = file.tree.enclosing(i), t[open].kind == .leftParen,
              let callee = file.previous(before: open) else { return false }
        return isProjectViewInitializer(file, callee)
    }

    /// Whether token `callee` names a type that is not one of SwiftUI's views (`Editor(…)`, not
    /// `TextField(…)`, `ForEach(…)` or `Section(…)`): a view the project may declare.
    static func isProjectViewInitializer(_ file: SourceFile, _ callee: Int) -> Bool {
        file.tokens[callee].kind == .identifier && DataOrigin.isTypeName(file.text(callee))
            && !BuiltinViews.isUnary(file, callee) && !file.tokenIs(callee, "ForEach") && !file.tokenIs(callee, "Section")
    }


    /// `items` in `items[i].count = n` and `model.items[i].frame.size = s`: the collection one of
    /// whose elements the write changes where it is.
    static func elementOwner(_ file: SourceFile, member: Int) -> Int? {
        let t = file.tokens
        var j = member
        for _ in 0..<4 {
            guard let dot = file.previous(before: j), t[dot].kind == .period, let p = file.previous(before: dot) else { return nil }
            if t[p].kind == .rightBracket {
                guard let open = file.tree.match(p), let owner = file.previous(before: open), t[owner].kind == .identifier else { return nil }
                return owner
            }
            guard t[p].kind == .identifier else { return nil }
            j = p
        }
        return nil
    }


    /// `name[a..<b] = …`: a range of elements replaced, which shifts the ones after it.
    static func isRangeWrite(_ file: SourceFile, _ op: Int) -> Bool {
        guard let close = file.previous(before: op), file.tokens[close].kind == .rightBracket else { return false }
        return !isElementWrite(file, op)
    }


    /// `name[i] = …`, `name[i] += …`: one element replaced by index, not a range of them.
    /// `name[i][j] = …` changes one element of `name` in place, whatever the inner subscripts are.
    static func isElementWrite(_ file: SourceFile, _ op: Int) -> Bool {
        let t = file.tokens
        guard let close = file.previous(before: op), t[close].kind == .rightBracket, var open = file.tree.match(close),
              var owner = file.previous(before: open) else { return false }
        var subscripts = 1
        while t[owner].kind == .rightBracket, let inner = file.tree.match(owner), let before = file.previous(before: inner) {
            open = inner
            owner = before
            subscripts += 1
        }
        guard t[owner].kind == .identifier else { return false }
        if subscripts > 1 { return true }
        var j = open + 1
        while j < close {
            if t[j].kind == .operator, file.tokenIs(j, "..<") || file.tokenIs(j, "...") { return false }
            j += 1
        }
        return true
    }


    /// What `name[…] = …` at `op` does to `name`: an element written where it stands, and, given
    /// `nil` through one subscript (`previews[url] = nil`), an entry cleared, which the declared
    /// type reads as a removal or not (`DataOrigin.growsOnly`). Nil when `op` writes no single element.
    static func elementChange(_ file: SourceFile, _ op: Int) -> Changes? {
        guard isElementWrite(file, op) else { return nil }
        guard file.tokenIs(op, "="), let close = file.previous(before: op), let open = file.tree.match(close),
              let owner = file.previous(before: open), file.tokens[owner].kind == .identifier,
              let value = file.next(after: op), file.isKeyword(value, "nil"),
              file.statementEnd(startingAt: value, limit: file.tokens.count) == value else { return .elementWritten }
        return [.elementWritten, .entryCleared]
    }

    /// `messages[i] = Message(role: …)` or `self.messages[i] = …`: an element of the enclosing type's
    /// own collection replaced, through one subscript, by a value made anew and handed no `id:`. The
    /// collection's name token and the made type's name, or nil.
    static func remadeElement(_ file: SourceFile, _ op: Int) -> (name: Int, made: String)? {
        let t = file.tokens
        guard t[op].length == 1, let close = file.previous(before: op), t[close].kind == .rightBracket,
              let open = file.tree.match(close), let name = file.previous(before: open), t[name].kind == .identifier else { return nil }
        if let dot = file.previous(before: name), t[dot].kind == .period {
            guard let receiver = file.previous(before: dot), file.isKeyword(receiver, "self") else { return nil }
        }
        guard let value = file.next(after: op), t[value].kind == .identifier, case let made = file.text(value),
              DataOrigin.isTypeName(made), let paren = file.next(after: value), t[paren].kind == .leftParen,
              let end = file.tree.match(paren), file.statementEnd(startingAt: value, limit: t.count) == end,
              !file.arguments(of: paren).contains(where: { $0.label.map { file.tokenIs($0, "id") } ?? false }) else { return nil }
        return (name, made)
    }

    /// `items = loaded.map { Item(…) }`, `self.items = try decoder.decode([Item].self, from: data)`,
    /// `items = [Item(…), …]`: the whole collection assigned at the `=` at `op` given values made
    /// anew. The made type's name, or nil. (Decoding makes values too: a `let id = UUID()` is not
    /// decoded, so each decoded value takes a new one.)
    static func refilledValue(_ file: SourceFile, _ op: Int) -> String? {
        let t = file.tokens
        guard t[op].length == 1, let close = file.previous(before: op), t[close].kind != .rightBracket,
              let value = file.next(after: op) else { return nil }
        // `self.devices = found`: a local filled only by appending values made where it is declared
        // (`var found: [Device] = []` … `found.append(Device(…))`), in a brace around the write.
        if t[value].kind == .identifier, file.statementEnd(startingAt: value, limit: t.count) == value {
            var scope = file.tree.enclosing(value)
            var steps = 0
            // A local's: up to the member's body, never the type's (a stored property of that name is kept).
            while let open = scope, steps < 4, !(t[open].kind == .leftBrace && isTypeBody(open, file)) {
                if t[open].kind == .leftBrace, let close = file.tree.match(open),
                   let made = MadeValues.filledByAppends(file, body: open, close: close, name: value, before: value) {
                    return made
                }
                scope = file.tree.enclosing(open)
                steps += 1
            }
            return nil
        }
        // Cheapest first, for every other value: made values are a literal of `T(…)` values, or name
        // `map`, `compactMap` or `decode` on the line they start on or on a line that goes on with
        // `.member` (`items\n    .sorted { … }\n    .map { Item(…) }`).
        if t[value].kind == .leftBracket {
            guard let element = file.next(after: value), t[element].kind == .identifier, let paren = file.next(after: element),
                  t[paren].kind == .leftParen else { return nil }
        } else {
            guard t[value].kind == .leftParen || t[value].kind == .identifier || t[value].kind == .keyword else { return nil }
            var j = value
            var named = false
            while j < t.count, t[j].kind != .semicolon {
                if t[j].kind == .newline {
                    guard let n = file.next(after: j), t[n].kind == .period else { break }
                    j = n
                    continue
                }
                // A closure's lines are its own (`.sorted {\n … \n}`).
                if t[j].kind == .leftBrace, let end = file.tree.match(j) {
                    j = end + 1
                    continue
                }
                if t[j].kind == .identifier, case let n = t[j].length, n == 3 || n == 6 || n == 10,
                   file.tokenIs(j, "map") || file.tokenIs(j, "decode") || file.tokenIs(j, "compactMap") {
                    named = true
                    break
                }
                j += 1
            }
            guard named else { return nil }
        }
        var first = value
        var last = file.statementEnd(startingAt: value, limit: t.count)
        // `records?.map { T(…) } ?? []`: the value before an empty fallback.
        if t[last].kind == .rightBracket, let open = file.tree.match(last), file.next(after: open) == last,
           let operation = file.previous(before: open), file.tokenIs(operation, "??"), let before = file.previous(before: operation),
           before > first {
            last = before
        }
        // `(try? decoder.decode([T].self, from: data))`: the parenthesized value.
        if t[first].kind == .leftParen, file.tree.match(first) == last, let inner = file.next(after: first),
           let innerLast = file.previous(before: last) {
            (first, last) = (inner, innerLast)
        }
        while file.isKeyword(first, "try") || file.isKeyword(first, "await") {
            guard var n = file.next(after: first) else { return nil }
            if t[n].kind == .operator, file.tokenIs(n, "?") || file.tokenIs(n, "!"), let m = file.next(after: n) { n = m }
            first = n
        }
        guard last > first else { return nil }
        // `items = items + loaded.map { Item(…) }`: the kept elements stay; only the new ones are made.
        var k = first
        while k <= last {
            if t[k].kind.isOpeningBracket, let end = file.tree.match(k) { k = end + 1; continue }
            if t[k].kind == .operator, file.tokenIs(k, "+") { return nil }
            k += 1
        }
        return MadeValues.type(file, first, last) ?? MadeValues.decoded(file, first, last)
    }

    /// `items = newer + items`, `self.items = [item] + self.items`: the value assigned by the `=`
    /// at `op` ends with `+ name`, so the elements before it are inserted at the front and every old
    /// element moves.
    static func isPrepend(_ file: SourceFile, _ op: Int, to name: Int) -> Bool {
        let t = file.tokens
        guard t[op].length == 1, let first = file.next(after: op) else { return false }
        let last = file.statementEnd(startingAt: first, limit: t.count)
        guard last > first, t[last].kind == .identifier, file.tokenIs(last, file.text(name)), var before = file.previous(before: last) else {
            return false
        }
        // `self.items`: past `self.`.
        if t[before].kind == .period, let owner = file.previous(before: before), file.isKeyword(owner, "self"),
           let p = file.previous(before: owner) { before = p }
        return before > op && file.tokenIs(before, "+")
    }

    /// Whether the name at token `i` (a `$name` read as `name`) is, where it stands, a local or a
    /// parameter of the member around it or of a closure in it, rather than the type's property:
    /// `var note = Book(…)`, `{ $item in … }`, `func root(…) { var id = self.id; … id = p }`. Any
    /// `let` or `var` of the name in an enclosing body before `i` counts, even in a block already
    /// closed: it errs towards a local. Asked only of the few writes kept with a type.
    static func declaredLocally(_ i: Int, _ file: SourceFile) -> Bool {
        let t = file.tokens
        let bytes = file.bytes
        var range = t[i].range
        if bytes[range.lowerBound] == 0x24 { range = range.lowerBound + 1..<range.upperBound }
        let name = bytes[range]
        func isName(_ k: Int) -> Bool {
            let r = t[k].range
            if r.count == name.count { return bytes[r].elementsEqual(name) }
            return r.count == name.count + 1 && bytes[r.lowerBound] == 0x24 && bytes[r.lowerBound + 1..<r.upperBound].elementsEqual(name)
        }
        // Out to the member's body (or the type's), noting closures' parameters on the way.
        var outermost: Int?
        var scope = file.tree.enclosing(i)
        while let open = scope {
            defer { scope = file.tree.enclosing(open) }
            guard t[open].kind == .leftBrace else { continue }
            // The type's body declares the property itself.
            if isTypeBody(open, file) { break }
            outermost = open
            if let signature = file.closureSignature(of: open), signature.parameters.contains(where: isName) { return true }
            // A function's or initializer's parameter (`func rename(note: Note) {`): the member's body.
            if let parameters = file.functionParameters(ofBody: open) {
                if parameters.contains(where: isName) { return true }
                break
            }
        }
        // A `let`, `var` or `for` of the name anywhere in that body before `i`, even in a block already
        // closed.
        guard let outermost, outermost + 1 < i else { return false }
        // In place: a view's body can be long, and every write through a handed-in value asks.
        return t.withUnsafeTokens { u in
            bytes.withUnsafeBufferPointer { b in
                for j in (outermost + 1)..<i {
                    let token = u[j]
                    guard token.length == 3, token.kind == .keyword else { continue }
                    let c = b[token.start]
                    guard (c == 0x6C && b[token.start + 1] == 0x65) || (c == 0x76 && b[token.start + 1] == 0x61)
                            || (c == 0x66 && b[token.start + 1] == 0x6F) else { continue }
                    // `let`, `var` or `for`, then (past whitespace) the name.
                    var n = j + 1
                    while n < i, u[n].kind.isTrivia { n += 1 }
                    if n < i, u[n].length == name.count || u[n].length == name.count + 1, isName(n) { return true }
                }
                return false
            }
        }
    }

    /// Whether the brace opens a type's body: `struct`, `class`, `enum`, `actor`, `extension` or
    /// `protocol` before it, across its name, generics and conformances only.
    static func isTypeBody(_ open: Int, _ file: SourceFile) -> Bool {
        let t = file.tokens
        var k = file.previous(before: open)
        var steps = 0
        while let p = k, steps < 32 {
            if let kind = DeclarationScanner.typeKeyword(file, p) { return kind != .alias }
            if file.isKeyword(p, "extension") || file.isKeyword(p, "protocol") { return true }
            switch t[p].kind {
            case .identifier, .comma, .colon, .period, .keyword, .attribute: break
            case .operator where file.tokenIs(p, "<") || file.tokenIs(p, ">") || file.tokenIs(p, "&") || file.tokenIs(p, "==") || file.tokenIs(p, "?"): break
            default: return false
            }
            k = file.previous(before: p)
            steps += 1
        }
        return false
    }

    /// `=` and the compound assignments (`+=`, `<<=`, …), not comparisons.
    static func isAssignment(_ file: SourceFile, _ i: Int) -> Bool {
        let r = file.tokens[i].range
        let bytes = file.bytes
        guard bytes[r.upperBound - 1] == 0x3D else { return false } // ends in `=`
        if r.count == 1 { return true }
        if r.count == 2 { return !"=!<>".utf8.contains(bytes[r.lowerBound]) }
        // `===`, `!==` compare; `<<=`, `>>=`, `&+=` and the like assign.
        return bytes[r.upperBound - 2] != 0x3D
    }


    /// The name an assignment writes: the last member before `=`, past subscripts and `?`/`!`.
    /// Nil for a declaration (`var x = …`, `case a = 1`, a default `x: Int = 0`) or a tuple.
    static func assignedName(_ file: SourceFile, before op: Int) -> Int? {
        let t = file.tokens
        guard var j = file.previous(before: op) else { return nil }
        while t[j].kind == .rightBracket || (t[j].kind == .operator && (file.tokenIs(j, "?") || file.tokenIs(j, "!"))) {
            guard let open = t[j].kind == .rightBracket ? file.tree.match(j) : j, let p = file.previous(before: open) else { return nil }
            j = p
        }
        guard t[j].kind == .identifier else { return nil }
        if let p = file.previous(before: j) {
            // `x: Int = 0` declares; after `case .edit(let s):` or `default:` a new line starts a statement.
            if t[p].kind == .colon && !file.lineBreakBetween(p, j) { return nil }
            if t[p].kind == .keyword, file.tokenIs(p, "var") || file.tokenIs(p, "let") || file.tokenIs(p, "case") { return nil }
        }
        return j
    }


    /// Whether token `i` is inside an initializer's body (where a `let` or `var` gets its first value).
    static func inInitializer(_ file: SourceFile, _ i: Int) -> Bool {
        var scope = file.tree.enclosing(i)
        var steps = 0
        while let open = scope, steps < 64 {
            if file.tokens[open].kind == .leftBrace && file.isInitializerBody(open) { return true }
            scope = file.tree.enclosing(open)
            steps += 1
        }
        return false
    }


    /// Whether token `i`, inside the initializer body `open`, sits in a closure there (`Task { … }`,
    /// a timer's block, a stored `{ … }`): it runs later, when the value is no longer being made,
    /// so a write there is a write. Statement blocks (`if`, `for`, `do`, `defer`) run in line.
    static func runsLater(_ file: SourceFile, _ i: Int, within open: Int) -> Bool {
        var scope = file.tree.enclosing(i)
        while let brace = scope, brace > open {
            if file.tokens[brace].kind == .leftBrace, !isStatementBlock(file, brace) { return true }
            scope = file.tree.enclosing(brace)
        }
        return false
    }

    /// Whether the brace `open` is a statement's block: back over the statement's tokens (and the
    /// groups in them, `if ready, let x = load() {`) to `if`, `guard`, `for`, `while`, `switch`, `do`,
    /// `repeat`, `else`, `catch` or `defer`, before what starts an expression's closure.
    static func isStatementBlock(_ file: SourceFile, _ open: Int) -> Bool {
        file.keywordDecides(before: open, limit: 128) { p in
            for word: StaticString in ["if", "guard", "for", "while", "switch", "do", "repeat", "else", "catch", "defer"]
                where file.tokenIs(p, word) { return true }
            return file.tokenIs(p, "return") ? false : nil
        }
    }

    /// The body of the initializer declared by the keyword `init` at token `i` (`init(…) {`,
    /// `init?(…) throws {`); nil for a requirement without a body, `.init(…)` or `self.init(…)`.
    /// The declaration scan meets each `init` before its body's writes, so it keeps these ranges
    /// instead of asking, at every write, which enclosing brace follows an `init(…)`.
    static func initializerBody(_ file: SourceFile, keyword i: Int) -> (open: Int, close: Int)? {
        let t = file.tokens
        if let before = file.previous(before: i), t[before].kind == .period { return nil }
        guard var j = file.next(after: i) else { return nil }
        // An init accessor without its parameter (`init { title = newValue }`) is one too.
        if t[j].kind == .leftBrace { return file.tree.match(j).map { (j, $0) } }
        if t[j].kind == .operator, file.tokenIs(j, "?") || file.tokenIs(j, "!"), let n = file.next(after: j) { j = n }
        // `init<S: Sequence>(…)`: over the generic clause, whose angle brackets are operators.
        if t[j].kind == .operator, file.bytes[t[j].start] == 0x3C {
            var depth = 0
            var steps = 0
            while steps < 64 {
                if t[j].kind == .operator {
                    for byte in file.bytes[t[j].start..<t[j].end] {
                        if byte == 0x3C { depth += 1 } else if byte == 0x3E { depth -= 1 }
                    }
                } else if t[j].kind == .leftParen || t[j].kind == .leftBrace || t[j].kind == .semicolon {
                    return nil
                }
                guard let n = file.next(after: j) else { return nil }
                j = n
                steps += 1
                if depth <= 0 { break }
            }
        }
        guard t[j].kind == .leftParen, let close = file.tree.match(j), var k = file.next(after: close) else { return nil }
        // Over `throws`, `async`, `rethrows` and a `where` clause (whatever it names: `Self`, `Any`)
        // to the body's `{`.
        var inWhere = false
        var steps = 0
        while steps < 32 {
            switch t[k].kind {
            case .leftBrace:
                return file.tree.match(k).map { (k, $0) }
            case .rightBrace, .semicolon:
                return nil
            case .keyword where file.tokenIs(k, "where"):
                inWhere = true
            case .keyword where !inWhere && !(file.tokenIs(k, "throws") || file.tokenIs(k, "rethrows")):
                return nil
            default:
                if t[k].kind.isOpeningBracket, let end = file.tree.match(k) { k = end }
            }
            guard let n = file.next(after: k) else { return nil }
            k = n
            steps += 1
        }
        return nil
    }


    /// `{ [x = a.b] in … }`: a capture list names a new constant.
    static func inCaptureList(_ file: SourceFile, _ i: Int) -> Bool {
        guard let open = file.tree.enclosing(i), file.tokens[open].kind == .leftBracket,
              let before = file.previous(before: open) else { return false }
        return file.tokens[before].kind == .leftBrace
    }

    /// Whether the binding at token `i` is the data of `List($items) { … }` or `ForEach($items) { … }`
    /// with no `editActions:`: the rows get bindings to their elements, which they may write, but
    /// nothing inserts, removes or moves an element.
    static func bindsRowsWithoutEditing(_ file: SourceFile, at i: Int) -> Bool {
        let t = file.tokens
        guard let open = file.tree.enclosing(i), t[open].kind == .leftParen, let callee = file.previous(before: open),
              file.tokenIs(callee, "List") || file.tokenIs(callee, "ForEach") else { return false }
        let arguments = file.arguments(of: open)
        guard let data = arguments.first, data.label == nil, data.valueFirst == i else { return false }
        return !arguments.contains { $0.label.map { file.tokenIs($0, "editActions") } ?? false }
    }

    /// For `List($items) { $item in … }`: whether the row closure uses its element's binding
    /// (`$item`), the only way the rows can write an element. A row that only reads `item` writes
    /// nothing.
    static func rowsUseElementBinding(_ file: SourceFile, at i: Int) -> Bool {
        let t = file.tokens
        guard let open = file.tree.enclosing(i), let close = file.tree.match(open),
              let closure = file.trailingClosures(after: close).first,
              let parameter = file.closureSignature(of: closure.open)?.parameters.first else { return true }
        let name = file.text(parameter)
        guard name.hasPrefix("$") else { return false }
        return (file.closureBodyStart(of: closure.open)..<closure.close).contains { t[$0].kind == .identifier && file.tokenIs($0, name) }
    }
}

extension SourceFile {
    /// Whether the brace opens an initializer's body: `init(…) {`, `init?(…) throws {`.
    func isInitializerBody(_ open: Int) -> Bool {
        var j = previous(before: open)
        var steps = 0
        // Back over `throws`, `async`, `rethrows` and a `where` clause to the parameters' `)`.
        while let p = j, tokens[p].kind != .rightParen, steps < 32 {
            if tokens[p].kind == .leftBrace || tokens[p].kind == .rightBrace || tokens[p].kind == .semicolon { return false }
            j = previous(before: p)
            steps += 1
        }
        guard let close = j, tokens[close].kind == .rightParen, let o = tree.match(close), var name = previous(before: o) else { return false }
        if tokenIs(name, "?") || tokenIs(name, "!"), let n = previous(before: name) { name = n }
        return isKeyword(name, "init")
    }
}
