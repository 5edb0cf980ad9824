import SwiftTokens

/// `let i = items.firstIndex(…)`, then an `await`, then `items[i].x = …`: while the task is
/// suspended, other code can remove, insert, move or reload the elements, and the kept position
/// then names another element, or none.
struct IndexAcrossAwait: Rule {
    let metadata = RuleMetadata(
        id: "index-across-await",
        fixSafety: .none,
        triggers: ["firstIndex", "lastIndex", "indices"])

    init() {}

    func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        // `await` is a keyword, which the trigger words do not index: one byte search.
        guard ByteSearch.contains(file.bytes, "await") else { return [] }
        var out: [Finding] = []
        var reported = Set<Int>()
        for kept in KeptIndex.all(in: file) {
            guard let (write, suspension, countChecked) = firstWriteAfterAwait(kept, in: file), reported.insert(write.first).inserted,
                  let why = shiftReason(kept, at: kept.name, countChecked: countChecked, in: context) else { continue }
            let name = file.text(kept.name)
            let collection = kept.collection.joined(separator: ".")
            let line = file.location(of: file.tokens[suspension].start).line
            out.append(metadata.finding(
                range: file.range(from: write.first, through: write.last),
                message: "`\(name)` is a position in `\(collection)` found before the `await` on line \(line): while the task waits there, \(why), so `\(collection)[\(name)]` can be another element, or past the end, and this write lands on it; look the element up again after the `await`, by its id",
                fix: Fix.blocked("where the write belongs once its element is gone is the app's decision")))
        }
        return out
    }

    /// The first write through `collection[name]` that runs after an `await` that follows the
    /// binding, unless the code checks the element again in between; and whether it checks the
    /// collection's count there (`guard count == items.count`), which catches removals and insertions.
    func firstWriteAfterAwait(_ kept: KeptIndex, in file: SourceFile) -> (write: (first: Int, last: Int), suspension: Int, countChecked: Bool)? {
        let t = file.tokens
        let name = file.text(kept.name)
        var awaits: [Int] = []
        var j = kept.from
        while j < kept.to {
            defer { j += 1 }
            if file.isKeyword(j, "await") { awaits.append(j); continue }
            guard t[j].kind == .identifier, file.tokenIs(j, name) else { continue }
            // Found again, or shadowed: the later uses are of another position.
            if let p = file.previous(before: j), file.isKeyword(p, "let") || file.isKeyword(p, "var") { return nil }
            if let n = file.next(after: j), file.tokenIs(n, "="), file.isBinaryOperator(n) { return nil }
            guard let write = write(through: j, kept, in: file) else { continue }
            guard let suspension = awaits.first(where: { runsBefore($0, write.first, in: file) }) else { continue }
            let checks = checks(kept, between: suspension, and: write.first, in: file)
            if checks.element { return nil }
            return (write, suspension, checks.count)
        }
        return nil
    }

    /// `collection[name] = …`, `collection[name].x = …`, `collection[name].x.toggle()`, or
    /// `collection.remove(at: name)`, with `j` the name's token: the written tokens.
    func write(through j: Int, _ kept: KeptIndex, in file: SourceFile) -> (first: Int, last: Int)? {
        let t = file.tokens
        guard let open = file.previous(before: j), let close = file.next(after: j) else { return nil }
        if t[open].kind == .leftBracket, t[close].kind == .rightBracket,
           let before = file.previous(before: open), let (base, names) = KeptIndex.path(endingAt: before, in: file),
           names == kept.collection, IndexWrite.written(file, base: base, close: close) != nil {
            return (base, close)
        }
        // `collection.remove(at: name)`, `collection.insert(x, at: name)`
        guard file.tokenIs(open, ":"), let label = file.previous(before: open), file.tokenIs(label, "at"),
              let paren = file.tree.enclosing(j), t[paren].kind == .leftParen, let method = file.previous(before: paren),
              file.tokenIs(method, "remove") || file.tokenIs(method, "insert"),
              let (base, names) = KeptIndex.receiver(endingBefore: method, in: file), names == kept.collection,
              let end = file.tree.match(paren) else { return nil }
        return (base, end)
    }

    /// Whether the code after `suspension` reaches `use` in the same run: every brace around
    /// the `await` that does not hold `use` is a statement's block (`if`, `do`, `for`), not a
    /// closure that runs at another time.
    func runsBefore(_ suspension: Int, _ use: Int, in file: SourceFile) -> Bool {
        guard suspension < use else { return false }
        let t = file.tokens
        var scope = file.tree.enclosing(suspension)
        while let open = scope, let close = file.tree.match(open), close < use {
            if t[open].kind == .leftBrace, !isStatementBlock(open, in: file) { return false }
            if t[open].kind != .leftBrace { return false }
            scope = file.tree.enclosing(open)
        }
        return true
    }

    /// Whether the brace `open` is the block of an `if`, `guard`, `for`, `while`, `do`, `catch`,
    /// `else`, `repeat` or `switch`: code in it runs in line, unlike a closure's.
    func isStatementBlock(_ open: Int, in file: SourceFile) -> Bool {
        guard let p = file.previous(before: open) else { return false }
        if file.isKeyword(p, "else") || file.isKeyword(p, "do") || file.isKeyword(p, "repeat") || file.isKeyword(p, "catch") { return true }
        guard let parent = file.tree.enclosing(open), file.tokens[parent].kind == .leftBrace else { return false }
        for statement in file.statements(inBody: parent) where statement.first <= open && open <= statement.last {
            let first = statement.first
            return file.isKeyword(first, "if") || file.isKeyword(first, "guard") || file.isKeyword(first, "for")
                || file.isKeyword(first, "while") || file.isKeyword(first, "switch") || file.isKeyword(first, "do")
        }
        return false
    }

    /// What the `if`, `guard` and `while` conditions between the `await` and the write compare:
    /// `collection[name]` (the code checks that the position still holds its element), or the
    /// collection's `count`.
    func checks(_ kept: KeptIndex, between start: Int, and end: Int, in file: SourceFile) -> (element: Bool, count: Bool) {
        let name = file.text(kept.name)
        let collection = kept.collection.last ?? ""
        var count = false
        var j = start
        while j < end {
            defer { j += 1 }
            guard file.isKeyword(j, "guard") || file.isKeyword(j, "if") || file.isKeyword(j, "while") else { continue }
            let stop = min(end, file.statementEnd(startingAt: j, limit: end))
            var mentionsIndex = false
            var mentionsCount = false
            var compares = false
            var k = j
            while k <= stop {
                if file.tokenIs(k, name) { mentionsIndex = true }
                if file.tokenIs(k, "count"), let dot = file.previous(before: k), file.tokens[dot].kind == .period,
                   let owner = file.previous(before: dot), file.tokenIs(owner, collection) { mentionsCount = true }
                if file.tokens[k].kind == .operator, ["==", "!=", "===", "!=="].contains(file.text(k)) { compares = true }
                k += 1
            }
            if mentionsIndex && compares && !mentionsCount { return (true, count) }
            if mentionsCount && compares { count = true }
        }
        return (false, count)
    }

    /// Why the collection's positions can change while the task waits, or nil when nothing shown
    /// removes, inserts, moves or replaces its elements.
    func shiftReason(_ kept: KeptIndex, at i: Int, countChecked: Bool, in context: RuleContext) -> String? {
        let collection = kept.collection
        guard let last = collection.last else { return nil }
        var changes: Changes
        if collection.count == 1 {
            guard let owner = context.enclosingType(of: i),
                  let property = owner.properties.first(where: { $0.name == last && !$0.isStatic }), !property.isLet else { return nil }
            changes = property.isPrivate
                ? context.analysis(FileWrites.self).changes(last).union(context.declarations.receiverChanges(of: last))
                : context.declarations.changes(of: last, in: owner.name)
        } else {
            changes = context.declarations.changes(of: last)
        }
        let joined = collection.joined(separator: ".")
        // A count compared after the `await` catches what adds or removes: only moves get past it.
        if countChecked {
            if changes.contains(.moved) { return "other code moves elements of `\(joined)`, which keeps its count" }
            return nil
        }
        if changes.contains(.removed) { return "other code removes elements of `\(joined)`" }
        if changes.contains(.inserted) { return "other code inserts elements into `\(joined)`" }
        if changes.contains(.moved) { return "other code moves elements of `\(joined)`" }
        if changes.contains(.bound) { return "`\(joined)` is bound to a view that can remove or move its elements" }
        if changes.contains(.assignedWhole) { return "other code replaces `\(joined)` with new elements" }
        return nil
    }
}
