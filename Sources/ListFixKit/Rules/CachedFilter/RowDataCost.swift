import SwiftTokens

/// Work in row data that is more than one pass over the elements each time it runs: a pass over
/// another collection for each element, a regrouping, a call of the file system or a decoder, or a
/// read in every row. Held-out readers judged one cheap filter or sort per keystroke harmless (68
/// of 81 such warnings were accurate but cheap); only such work makes a body that runs often a hazard.
struct RowDataCost: Sendable {
    /// How the message says it: "goes through `selectedCategories` once for each element of `substances`".
    var reason: String

    /// Calls that walk a collection, given a closure that runs per element. `map` and `flatMap` are
    /// left out as the outer walk: on an Optional they run once.
    static let walks: Set<String> = ["filter", "contains", "first", "last", "firstIndex", "lastIndex", "allSatisfy", "map",
                                     "compactMap", "flatMap", "reduce", "sorted", "min", "max", "forEach", "count", "drop",
                                     "prefix"]

    /// `FileManager` members that go to the disk (its `temporaryDirectory` or `urls(for:in:)` do not).
    static let diskCalls: Set<String> = ["contentsOfDirectory", "fileExists", "attributesOfItem", "subpathsOfDirectory",
                                         "enumerator", "contents"]

    /// The cost shown between `open` and `close` (a getter's body, a filter's predicate): a
    /// `Dictionary(grouping:)`, a disk call or a decoder, or a walk inside the per-element closure of
    /// another walk over something other than the element (`substances.filter { s in selected.allSatisfy { … } }`).
    static func inWork(_ context: RuleContext, from open: Int, to close: Int) -> RowDataCost? {
        let file = context.file
        let t = file.tokens
        guard open < close else { return nil }
        for i in open...close where t[i].kind == .identifier {
            if file.isIdentifier(i, "grouping"), let colon = file.next(after: i), t[colon].kind == .colon {
                return RowDataCost(reason: "regroups the elements")
            }
            if t[i].length <= 19, diskCalls.contains(file.text(i)), let dot = file.previous(before: i), t[dot].kind == .period,
               let owner = file.previous(before: dot), file.tokenIs(owner, "default"),
               let dot2 = file.previous(before: owner), let type = file.previous(before: dot2), file.isIdentifier(type, "FileManager") {
                return RowDataCost(reason: "calls the file system")
            }
            if file.isIdentifier(i, "JSONDecoder") || file.isIdentifier(i, "PropertyListDecoder") {
                return RowDataCost(reason: "decodes data")
            }
            guard !file.isIdentifier(i, "map") && !file.isIdentifier(i, "flatMap"), let closure = walkClosure(file, at: i),
                  let inner = innerWalk(context, in: closure) else { continue }
            let outer = receiverRoot(file, member: i).map { file.text(tokens: $0, through: receiverLast(file, member: i)) }
            return RowDataCost(reason: "goes through `\(inner)` once for each element" + (outer.map { " of `\($0)`" } ?? ""))
        }
        return nil
    }

    /// The cost shown in an inline filter's predicate: the filter is the outer walk.
    static func inPredicate(_ context: RuleContext, _ filter: FilterData) -> RowDataCost? {
        filter.isKeyPath ? nil : inClosure(context, filter.predicateFirst)
    }

    /// The cost shown in the per-element closure at `open` of a walk written at the rows.
    static func inClosure(_ context: RuleContext, _ open: Int) -> RowDataCost? {
        let file = context.file
        guard file.tokens[open].kind == .leftBrace, let close = file.tree.match(open) else { return nil }
        if let inner = innerWalk(context, in: open) {
            return RowDataCost(reason: "goes through `\(inner)` once for each element")
        }
        return inWork(context, from: open, to: close)
    }

    /// The cost of rows at `call` made inside the content of other rows (`ForEach(tracks) { t in
    /// ForEach(sessions.filter { $0.track == t }) … }`): the work runs once per outer row.
    static func insideRows(_ file: SourceFile, _ call: Int) -> RowDataCost? {
        var scope = file.tree.enclosing(call)
        while let brace = scope {
            if isRowsContent(file, brace) { return RowDataCost(reason: "does so once for each row of the rows around it") }
            scope = file.tree.enclosing(brace)
        }
        return nil
    }

    /// Whether `name` is read inside the content of rows (a `ForEach`, a table's cell, or a `List` given data)
    /// between `open` and `close` (a member the body builds), not in an action nor as a local of its
    /// own: each row does the work again, so the body does it once per row.
    static func readPerRow(_ file: SourceFile, _ name: String, from open: Int, to close: Int, _ context: RuleContext) -> Bool {
        let t = file.tokens
        for i in open..<close where t[i].kind == .identifier && t[i].length == name.utf8.count && file.tokenIs(i, name)
            && (file.isReference(i) || CachedFilter.isSelfMember(file, i)) && !CachedFilter.runsWhenActed(file, i, inside: open) {
            if file.isReference(i), DataOrigin.local(name, at: i, in: context) != nil { continue }
            // `let sortedTeams = …` in a row declares the row's own.
            if let p = file.previous(before: i), file.isKeyword(p, "let") || file.isKeyword(p, "var") { continue }
            var scope = file.tree.enclosing(i)
            while let brace = scope, brace > open {
                if isRowsContent(file, brace) { return true }
                scope = file.tree.enclosing(brace)
            }
        }
        return false
    }

    /// Whether the brace at `open` is the per-row content of `ForEach(…) {`, of a `TableColumn(…) {`
    /// cell or of `List(data) {` (a `List` with no data builds its content once).
    static func isRowsContent(_ file: SourceFile, _ open: Int) -> Bool {
        let t = file.tokens
        guard t[open].kind == .leftBrace, let before = file.previous(before: open),
              case .call(let n) = RowContainer.owner(ofBrace: open, before: before, in: file) else { return false }
        if file.isIdentifier(n, "ForEach") || file.isIdentifier(n, "TableColumn") { return true }
        guard file.isIdentifier(n, "List"), t[before].kind == .rightParen, let paren = file.tree.match(before) else { return false }
        return file.arguments(of: paren).contains { $0.label == nil || $0.label.map { file.tokenIs($0, "data") } == true }
    }

    /// The `{` of the per-element closure of a walk at `i` (`.filter {`, `.first(where: {`), or nil;
    /// never the body of an `if` or `switch` whose condition ends with the call (`if ids.contains(x) {`).
    static func walkClosure(_ file: SourceFile, at i: Int) -> Int? {
        let t = file.tokens
        guard t[i].length <= 11, walks.contains(file.text(i)), let dot = file.previous(before: i), t[dot].kind == .period,
              let next = file.next(after: i) else { return nil }
        if t[next].kind == .leftBrace { return RowContainer.isBranchBody(next, in: file) ? nil : next }
        guard t[next].kind == .leftParen, let close = file.tree.match(next) else { return nil }
        if let brace = file.next(after: close), t[brace].kind == .leftBrace {
            return RowContainer.isBranchBody(brace, in: file) ? nil : brace
        }
        return (next..<close).first { t[$0].kind == .leftBrace && file.tree.enclosing($0) == next }
    }

    /// The receiver of a walk inside the closure at `open` that is not the element's own values:
    /// not rooted at a local or a closure parameter (`$0.tags`, `subtask.labels`, an alias of the
    /// element's values, the search text's words: `DataOrigin.local`) nor at a type
    /// (`Category.allCases`, a few constant cases).
    static func innerWalk(_ context: RuleContext, in open: Int) -> String? {
        let file = context.file
        let t = file.tokens
        guard let close = file.tree.match(open) else { return nil }
        for j in (open + 1)..<close where t[j].kind == .identifier && walkClosure(file, at: j) != nil {
            guard let root = receiverRoot(file, member: j) else { continue }
            let name = file.text(root)
            if name.hasPrefix("$") || DeclarationScanner.isUppercaseStart(file, root) { continue }
            if t[root].kind == .identifier, DataOrigin.local(name, at: root, in: context) != nil { continue }
            return file.text(tokens: root, through: receiverLast(file, member: j))
        }
        return nil
    }

    /// The last token of the receiver of the member at `member`: the token before its `.`.
    static func receiverLast(_ file: SourceFile, member: Int) -> Int {
        file.previous(before: file.previous(before: member) ?? member) ?? member
    }

    /// The first token of the receiver of the member at `member` (`a` of `a.b(x).c`); nil for a
    /// literal or anything that is not a path of names and calls.
    static func receiverRoot(_ file: SourceFile, member: Int) -> Int? {
        let t = file.tokens
        guard let dot = file.previous(before: member), t[dot].kind == .period, var k = file.previous(before: dot) else { return nil }
        var steps = 0
        while steps < 32 {
            steps += 1
            if t[k].kind.isClosingBracket, let o = file.tree.match(k), let p = file.previous(before: o) { k = p; continue }
            if t[k].kind == .operator, file.tokenIs(k, "?") || file.tokenIs(k, "!"), let p = file.previous(before: k) { k = p; continue }
            guard t[k].kind == .identifier || file.isKeyword(k, "self") else { return nil }
            if let p = file.previous(before: k), t[p].kind == .period, let q = file.previous(before: p) { k = q; continue }
            return k
        }
        return nil
    }
}
