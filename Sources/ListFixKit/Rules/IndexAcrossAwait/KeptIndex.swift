import SwiftTokens

/// A position in a collection held in a name: `let i = items.firstIndex(…)` (also in an `if`,
/// `guard` or `while` condition), `guard let i = index(for: id)` (a method of the file that returns
/// a `firstIndex`), or a loop's position: `for i in items.indices`, `for (i, item) in
/// items.enumerated()`, `for i in 0..<items.count`. Its uses after an `await` are what
/// `IndexAcrossAwait` reads.
struct KeptIndex {
    /// The name token.
    var name: Int
    /// The collection's path as written, `self.` dropped: `items`, `store.items`.
    var collection: [String]
    /// The first token where the name holds (after the binding's statement, inside an `if let`'s
    /// block, or the loop's `{`) and the end of the scope in which it holds.
    var from: Int
    var to: Int
    /// The `{` of the loop that gives the position, if a loop does: a later pass of the loop runs
    /// after an `await` anywhere in it.
    var loop: Int? = nil

    /// The kept indices of the file, from a byte search for the lookups: in the byte ranges `waiting`
    /// (the members that `await`), and the helpers that return a position anywhere.
    static func all(in context: RuleContext, waiting: [Range<Int>]) -> [KeptIndex] {
        let file = context.file
        let t = file.tokens
        var out: [KeptIndex] = []
        var helpers: [String: [String]] = [:]
        func waits(_ offset: Int) -> Bool { waiting.contains { $0.contains(offset) } }
        for word in [".firstIndex", ".lastIndex"] {
            for offset in ByteSearch.offsets(of: word, in: file.bytes) {
                guard let i = file.token(startingAt: offset + 1), t[i].kind == .identifier,
                      let (first, collection) = receiver(endingBefore: i, in: file) else { continue }
                if !waits(offset) {
                    if let helper = helperName(file, returning: first) { helpers[helper] = collection }
                } else if let kept = bound(file, value: first, collection: collection) {
                    out.append(kept)
                } else if let helper = helperName(file, returning: first) {
                    helpers[helper] = collection
                }
            }
        }
        // `func index(for id: ID) -> Int? { images.firstIndex { $0.id == id } }`, called as `index(for: id)`.
        for (helper, collection) in helpers {
            for range in waiting {
            for offset in ByteSearch.offsets(of: helper + "(", in: file.bytes, within: range) {
                guard let i = file.token(startingAt: offset), t[i].kind == .identifier, file.tokenIs(i, helper) else { continue }
                var first = i
                if let dot = file.previous(before: i), t[dot].kind == .period {
                    guard let s = file.previous(before: dot), file.isKeyword(s, "self") else { continue }
                    first = s
                }
                if let kept = bound(file, value: first, collection: collection) { out.append(kept) }
            }
            }
        }
        // `let botIndex = conversation.count - 1` after an append: the position of the element just added
        // (a streamed reply written at it token by token).
        for range in waiting {
            for offset in ByteSearch.offsets(of: ".count", in: file.bytes, within: range) {
                guard let i = file.token(startingAt: offset + 1), t[i].kind == .identifier, file.tokenIs(i, "count"),
                      let minus = file.next(after: i), t[minus].kind == .operator, file.tokenIs(minus, "-"),
                      let one = file.next(after: minus), t[one].kind == .integerLiteral, file.tokenIs(one, "1"),
                      file.next(after: one).map({ file.lineBreakBetween(one, $0) || t[$0].kind == .semicolon || t[$0].kind == .rightBrace }) ?? true,
                      let (first, collection) = receiver(endingBefore: i, in: file),
                      let kept = bound(file, value: first, collection: collection) else { continue }
                out.append(kept)
            }
        }
        let swipes = context.mentions("IndexSet") || context.mentions("onDelete")
        for range in waiting {
            let loops = loopPositions(in: file, within: range) + (swipes ? offsetsLoops(in: context, within: range) : [])
            out += loops
            // `for i in items.indices { await process(at: i) }`: the method keeps the position across its own waits.
            out += loops.flatMap { handed($0, in: context) }
        }
        return out
    }

    /// The positions a loop hands to a method of this file that waits (`for i in items.indices {
    /// await process(at: i) }`, `func process(at index: Int) async { … try await … items[index] = … }`):
    /// the method's parameter, a position in the loop's collection for the whole of the method's body.
    static func handed(_ kept: KeptIndex, in context: RuleContext) -> [KeptIndex] {
        let file = context.file
        guard let loop = kept.loop, let close = file.tree.match(loop) else { return [] }
        let t = file.tokens
        var out: [KeptIndex] = []
        for i in (loop + 1)..<close where t[i].kind == .identifier && file.sameText(i, kept.name) {
            // A whole argument of a call of a bare name or `self.name`, awaited.
            guard let paren = file.tree.enclosing(i), t[paren].kind == .leftParen, let callee = file.previous(before: paren),
                  t[callee].kind == .identifier, let argumentIndex = file.arguments(of: paren).firstIndex(where: {
                      $0.valueFirst == i && $0.valueLast == i }),
                  var before = file.previous(before: callee) else { continue }
            if t[before].kind == .period, let s = file.previous(before: before), file.isKeyword(s, "self") {
                before = file.previous(before: s) ?? s
            } else if t[before].kind == .period {
                continue
            }
            guard file.isKeyword(before, "await"), let body = context.methodDeclaration(named: file.text(callee), calledAt: loop)?.body,
                  let parameters = file.functionParameters(ofBody: body), argumentIndex < parameters.count,
                  let end = file.tree.match(body) else { continue }
            out.append(KeptIndex(name: parameters[argumentIndex], collection: kept.collection, from: body + 1, to: end))
        }
        return out
    }

    /// The loops' positions in the bytes `range` of the file: `for i in items.indices {`,
    /// `for (i, item) in items.enumerated() {`, `for i in 0..<items.count {` (and rows' positions,
    /// `loopPosition`), found by a byte search for the members.
    static func loopPositions(in file: SourceFile, within range: Range<Int>) -> [KeptIndex] {
        var out: [KeptIndex] = []
        for word in [".indices", ".enumerated", ".count"] {
            for offset in ByteSearch.offsets(of: word, in: file.bytes, within: range) {
                guard let i = file.token(startingAt: offset + 1), file.tokens[i].kind == .identifier,
                      let kept = loopPosition(file, member: i) else { continue }
                out.append(kept)
            }
        }
        return out
    }

    /// The loops over a swipe's offsets in the bytes `range` of the file: `for offset in offsets {`,
    /// where `offsets` is an `IndexSet` parameter of the function around or the parameter of an
    /// `.onDelete { offsets in … }` closure. Each offset is a position in the rows' data when the
    /// swipe happened; the collection is the one the loop's body indexes or removes at it.
    static func offsetsLoops(in context: RuleContext, within range: Range<Int>) -> [KeptIndex] {
        let file = context.file, t = file.tokens
        var out: [KeptIndex] = []
        for offset in ByteSearch.offsets(of: "for ", in: file.bytes, within: range) {
            guard let loop = file.token(startingAt: offset), file.isKeyword(loop, "for"),
                  let name = file.next(after: loop), t[name].kind == .identifier,
                  let inKeyword = file.next(after: name), file.isKeyword(inKeyword, "in"),
                  let source = file.next(after: inKeyword), t[source].kind == .identifier,
                  let open = file.next(after: source), t[open].kind == .leftBrace, let close = file.tree.match(open),
                  isSwipeOffsets(source, in: context),
                  let collection = indexedCollection(name, in: open, close, file) else { continue }
            out.append(KeptIndex(name: name, collection: collection, from: open + 1, to: close, loop: open))
        }
        return out
    }

    /// Whether the name at `i` is a function's parameter declared `IndexSet`, or the parameter of
    /// an `.onDelete` closure (a local of that name, `let offsets = offsets.map { items[$0].id }`, is
    /// something else).
    static func isSwipeOffsets(_ i: Int, in context: RuleContext) -> Bool {
        let file = context.file, t = file.tokens
        guard let found = DataOrigin.local(file.text(i), at: i, in: context), t[found.keyword].kind == .leftBrace else { return false }
        let open = found.keyword
        guard let signature = file.closureSignature(of: open) else {
            return TypeResolver(context).functionParameterType(file.text(i), ofBody: open) == "IndexSet"
        }
        // `.onDelete { offsets in`, or `.onDelete(perform: { offsets in`.
        guard signature.parameters.count == 1, let callee = file.previous(before: open) else { return false }
        if file.tokenIs(callee, "onDelete") { return true }
        guard t[callee].kind == .colon || t[callee].kind == .leftParen, let paren = file.tree.enclosing(open),
              let name = file.previous(before: paren) else { return false }
        return file.tokenIs(name, "onDelete")
    }

    /// The path the loop's body subscripts with `name` or removes at it (`workouts[offset]`,
    /// `workouts.remove(at: offset)`), the first of them.
    static func indexedCollection(_ name: Int, in open: Int, _ close: Int, _ file: SourceFile) -> [String]? {
        let t = file.tokens
        for j in (open + 1)..<close where t[j].kind == .identifier && file.sameText(j, name) {
            guard let bracket = file.tree.enclosing(j) else { continue }
            if t[bracket].kind == .leftBracket, let before = file.previous(before: bracket), before + 1 == bracket,
               let (_, names) = path(endingAt: before, in: file) {
                return names
            }
            if t[bracket].kind == .leftParen, let method = file.previous(before: bracket), file.tokenIs(method, "remove"),
               let (_, names) = receiver(endingBefore: method, in: file) {
                return names
            }
        }
        return nil
    }

    /// The loop whose position is the member at `i` (`indices`, `enumerated()`, `count` of `0..<`),
    /// or the rows whose position it is (`ForEach(items.indices) { i in … }`).
    static func loopPosition(_ file: SourceFile, member i: Int) -> KeptIndex? {
        let t = file.tokens
        if let rows = rowPosition(file, member: i) { return rows }
        var end = i
        if file.tokenIs(i, "enumerated") {
            guard let paren = file.next(after: i), t[paren].kind == .leftParen, let close = file.tree.match(paren) else { return nil }
            end = close
        } else if !file.tokenIs(i, "indices") && !file.tokenIs(i, "count") {
            return nil
        }
        guard let open = file.next(after: end), t[open].kind == .leftBrace, let close = file.tree.match(open),
              let (first, collection) = receiver(endingBefore: i, in: file) else { return nil }
        var start = first
        if file.tokenIs(i, "count") {
            // `0..<items.count`
            guard let range = file.previous(before: first), file.tokenIs(range, "..<"), let zero = file.previous(before: range),
                  file.tokenIs(zero, "0") else { return nil }
            start = zero
        }
        guard let inKeyword = file.previous(before: start), file.isKeyword(inKeyword, "in"),
              var name = file.previous(before: inKeyword) else { return nil }
        if file.tokenIs(i, "enumerated") {
            // `for (i, item) in`: the first name in the tuple.
            guard t[name].kind == .rightParen, let tuple = file.tree.match(name), let n = file.next(after: tuple),
                  t[n].kind == .identifier else { return nil }
            name = n
            guard let loop = file.previous(before: tuple), file.isKeyword(loop, "for") else { return nil }
        } else {
            guard t[name].kind == .identifier, let loop = file.previous(before: name), file.isKeyword(loop, "for") else { return nil }
        }
        return KeptIndex(name: name, collection: collection, from: open + 1, to: close, loop: open)
    }

    /// A row's position: `ForEach(items.indices) { i in … }`, `ForEach(Array(items.enumerated()), …)
    /// { i, item in … }`, `ForEach(Array(zip(items.indices, items)), …) { i, item in … }` (or `List`),
    /// with `i` the member `indices` or `enumerated` at `i`. It holds in the row closure, where a
    /// button's task can keep it across an `await`. A local copy (`let items = model.items`) names
    /// the collection it copies, which the row's writes change.
    static func rowPosition(_ file: SourceFile, member i: Int) -> KeptIndex? {
        let t = file.tokens
        guard file.tokenIs(i, "indices") || file.tokenIs(i, "enumerated"),
              let (first, names) = receiver(endingBefore: i, in: file) else { return nil }
        // Out through `Array(…)` and `zip(…, …)` (whose first argument must be the positions) to the call.
        var paren = file.tree.enclosing(first)
        var viaZip = false
        while let open = paren, t[open].kind == .leftParen, let callee = file.previous(before: open), t[callee].kind == .identifier {
            if file.tokenIs(callee, "ForEach") || file.tokenIs(callee, "List") { break }
            guard file.tokenIs(callee, "Array") || file.tokenIs(callee, "zip") else { return nil }
            if file.tokenIs(callee, "zip") {
                guard file.tokenIs(i, "indices"), file.arguments(of: open).first.map({ $0.tokenRange.contains(i) }) == true else { return nil }
                viaZip = true
            }
            paren = file.tree.enclosing(open)
        }
        guard let open = paren, t[open].kind == .leftParen, let callee = file.previous(before: open),
              file.tokenIs(callee, "ForEach") || file.tokenIs(callee, "List"),
              // The positions are the rows' data: the call's first argument.
              file.arguments(of: open).first.map({ $0.tokenRange.contains(i) && $0.label == nil }) == true,
              let close = file.tree.match(open), let body = file.next(after: close), t[body].kind == .leftBrace,
              let end = file.tree.match(body), let signature = file.closureSignature(of: body),
              let name = signature.parameters.first, t[name].kind == .identifier, !file.tokenIs(name, "_") else { return nil }
        // `indices` alone gives one parameter; `enumerated()` and `zip` give the position first.
        guard file.tokenIs(i, "enumerated") || viaZip ? signature.parameters.count == 2 : signature.parameters.count == 1 else { return nil }
        var collection = names
        if names.count == 1, let copied = localCopy(of: names[0], before: first, in: file) { collection = copied }
        return KeptIndex(name: name, collection: collection, from: signature.inKeyword + 1, to: end)
    }

    /// The path a local `let name = a.b` in a brace around `at` copies, `self.` dropped.
    static func localCopy(of name: String, before at: Int, in file: SourceFile) -> [String]? {
        let t = file.tokens
        var scope = file.tree.enclosing(at)
        while let open = scope {
            if t[open].kind == .leftBrace {
                var j = open + 1
                while j < at {
                    if file.isKeyword(j, "let"), let n = file.next(after: j), file.tokenIs(n, name), let eq = file.next(after: n), file.tokenIs(eq, "="),
                       let value = file.next(after: eq), let path = MemberPath.parse(file, at: value, through: at, subscripts: false),
                       file.statementEnd(startingAt: value, limit: at) == path.last {
                        var names = path.names(file)
                        if names.first == "self" { names.removeFirst() }
                        return names.count > 1 ? names : nil
                    }
                    j = file.skipGroup(j)
                }
            }
            scope = file.tree.enclosing(open)
        }
        return nil
    }

    /// The path before `.method` at `i`: its first token and names, `self.` dropped. Nil when it
    /// is not a plain path of names.
    static func receiver(endingBefore i: Int, in file: SourceFile) -> (Int, [String])? {
        guard let dot = file.previous(before: i), file.tokens[dot].kind == .period,
              let last = file.previous(before: dot) else { return nil }
        return path(endingAt: last, in: file)
    }

    /// The path (`self.` dropped) whose last token is `last`: its first token and names.
    static func path(endingAt last: Int, in file: SourceFile) -> (Int, [String])? {
        guard let path = IndexLoop.subscriptBase(file, endingAt: last), case let names = path.names(file), !names.isEmpty else { return nil }
        return (path.first, names)
    }

    /// `let name = <value>`, `guard let name = <value>`, `if let name = <value>`, `var name = <value>`
    /// with the value starting at `first`: the name, held to the end of the enclosing brace.
    static func bound(_ file: SourceFile, value first: Int, collection: [String]) -> KeptIndex? {
        let t = file.tokens
        // `let i = await model.items.firstIndex(…)`, read off the main actor: the value's own wait comes
        // before the position exists.
        var before = file.previous(before: first)
        while let b = before, file.isKeyword(b, "await") || file.isKeyword(b, "try") { before = file.previous(before: b) }
        guard let eq = before, file.tokenIs(eq, "="), let name = file.previous(before: eq),
              t[name].kind == .identifier, let keyword = file.previous(before: name),
              file.isKeyword(keyword, "let") || file.isKeyword(keyword, "var"),
              let scope = file.tree.enclosing(keyword), t[scope].kind == .leftBrace,
              let close = file.tree.match(scope) else { return nil }
        let end = file.statementEnd(startingAt: first, limit: close)
        // `if let i = … {` and `while let i = … {`: the name holds in the block, read from the value on.
        if let condition = conditionKeyword(before: keyword, in: file), file.isKeyword(condition, "if") || file.isKeyword(condition, "while") {
            return KeptIndex(name: name, collection: collection, from: first, to: end)
        }
        return KeptIndex(name: name, collection: collection, from: end + 1, to: close)
    }

    /// The `if`, `guard` or `while` whose condition the `let` at `keyword` is in (`if let`, or after a
    /// comma: `if x, let i = …`); nil for a `let` statement. A walk back over the condition's tokens.
    static func conditionKeyword(before keyword: Int, in file: SourceFile) -> Int? {
        let t = file.tokens
        var k = file.previous(before: keyword)
        var steps = 0
        while let j = k, steps < 64 {
            if file.isKeyword(j, "if") || file.isKeyword(j, "while") || file.isKeyword(j, "guard") { return j }
            if t[j].kind == .leftBrace || t[j].kind == .semicolon { return nil }
            if t[j].kind == .rightBrace {
                // A closure in an earlier clause (`if items.contains(where: { … }), let i = …`), or the end of
                // the statement before.
                guard let open = file.tree.match(j), let before = file.previous(before: open), t[before].kind != .rightBrace,
                      !file.lineBreakBetween(before, open) || t[before].kind == .comma else { return nil }
                k = before
                steps += 1
                continue
            }
            // A line that does not go on from the one before starts another statement.
            if t[j].kind != .comma, let p = file.previous(before: j), file.lineBreakBetween(p, j), !file.continuesStatement(previous: p, next: j) {
                return nil
            }
            k = file.previous(before: j)
            steps += 1
        }
        return nil
    }

    /// The name of `func name(…) -> Int? { <path>.firstIndex … }` (its body one expression, maybe
    /// after `return`) whose body starts at `first`.
    static func helperName(_ file: SourceFile, returning first: Int) -> String? {
        let t = file.tokens
        var start = first
        if let r = file.previous(before: first), file.isKeyword(r, "return") { start = r }
        guard let open = file.previous(before: start), t[open].kind == .leftBrace,
              file.tree.enclosing(first) == open, let close = file.tree.match(open),
              file.statements(inBody: open).count == 1, file.statementEnd(startingAt: start, limit: close) < close else { return nil }
        guard let name = RowContainer.declaredName(ofBody: open, in: file),
              file.previous(before: name).map({ file.isKeyword($0, "func") }) == true else { return nil }
        return file.text(name)
    }
}
