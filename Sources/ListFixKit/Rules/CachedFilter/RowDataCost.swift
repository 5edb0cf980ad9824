import SwiftTokens

/// Work in row data that is more than one pass over the elements each time it runs: a pass over
/// another collection for each element, a regrouping, a read of files, or a read in every row.
/// Held-out readers judged one cheap filter or sort per keystroke harmless (68 of 81 such warnings
/// were accurate but cheap); only such work makes a body that runs often a hazard.
struct RowDataCost: Sendable {
    /// How the message says it: "goes through `selectedCategories` for each element".
    var reason: String

    /// Calls that walk their receiver, given a closure that runs per element.
    static let walks: Set<String> = ["filter", "contains", "first", "last", "firstIndex", "lastIndex", "allSatisfy", "map",
                                     "compactMap", "flatMap", "reduce", "sorted", "min", "max", "forEach", "count", "drop",
                                     "prefix"]

    /// The cost shown between `open` and `close` (a getter's body, a filter's predicate): a
    /// `Dictionary(grouping:)`, a file read or a decoder, or a walk inside the per-element closure of
    /// another walk over something other than the element (`substances.filter { s in selected.allSatisfy { … } }`).
    static func inWork(_ file: SourceFile, from open: Int, to close: Int) -> RowDataCost? {
        let t = file.tokens
        guard open < close else { return nil }
        for i in open...close where t[i].kind == .identifier {
            if file.isIdentifier(i, "grouping"), let colon = file.next(after: i), t[colon].kind == .colon {
                return RowDataCost(reason: "groups them again")
            }
            if file.isIdentifier(i, "FileManager") || file.isIdentifier(i, "contentsOfDirectory") {
                return RowDataCost(reason: "reads the file system")
            }
            if file.isIdentifier(i, "JSONDecoder") || file.isIdentifier(i, "PropertyListDecoder") {
                return RowDataCost(reason: "decodes data")
            }
            guard let closure = walkClosure(file, at: i), let inner = innerWalk(file, in: closure) else { continue }
            return RowDataCost(reason: "goes through `\(inner)` again for each element")
        }
        return nil
    }

    /// The cost shown in an inline filter's predicate: the filter is the outer walk.
    static func inPredicate(_ file: SourceFile, _ filter: FilterData) -> RowDataCost? {
        filter.isKeyPath ? nil : inClosure(file, filter.predicateFirst)
    }

    /// The cost shown in the per-element closure at `open` of a walk written at the rows.
    static func inClosure(_ file: SourceFile, _ open: Int) -> RowDataCost? {
        guard file.tokens[open].kind == .leftBrace, let close = file.tree.match(open) else { return nil }
        if let inner = innerWalk(file, in: open) {
            return RowDataCost(reason: "goes through `\(inner)` again for each element")
        }
        return inWork(file, from: open, to: close)
    }

    /// Whether `name` is read inside the content of a `ForEach` between `open` and `close` (a member
    /// the body builds): each row does the work again, so the body does it once per row.
    static func readPerRow(_ file: SourceFile, _ name: String, from open: Int, to close: Int) -> Bool {
        let t = file.tokens
        for i in open..<close where t[i].kind == .identifier && t[i].length == name.utf8.count && file.tokenIs(i, name)
            && (file.isReference(i) || CachedFilter.isSelfMember(file, i)) {
            var scope = file.tree.enclosing(i)
            while let brace = scope, brace > open {
                if t[brace].kind == .leftBrace, let before = file.previous(before: brace),
                   case .call(let n) = RowContainer.owner(ofBrace: brace, before: before, in: file), file.isIdentifier(n, "ForEach") {
                    return true
                }
                scope = file.tree.enclosing(brace)
            }
        }
        return false
    }

    /// The `{` of the per-element closure of a walk at `i` (`.filter {`, `.first(where: {`), or nil.
    static func walkClosure(_ file: SourceFile, at i: Int) -> Int? {
        let t = file.tokens
        guard t[i].length <= 11, walks.contains(file.text(i)), let dot = file.previous(before: i), t[dot].kind == .period,
              let next = file.next(after: i) else { return nil }
        if t[next].kind == .leftBrace { return next }
        guard t[next].kind == .leftParen, let close = file.tree.match(next) else { return nil }
        if let brace = file.next(after: close), t[brace].kind == .leftBrace { return brace }
        return (next..<close).first { t[$0].kind == .leftBrace && file.tree.enclosing($0) == next }
    }

    /// The receiver of a walk inside the closure at `open` whose receiver is not the closure's
    /// element (`$0.tags.contains { … }` walks the element's own few values).
    static func innerWalk(_ file: SourceFile, in open: Int) -> String? {
        let t = file.tokens
        guard let close = file.tree.match(open) else { return nil }
        let parameters = Set((file.closureSignature(of: open)?.parameters ?? []).map { file.text($0) })
        for j in (open + 1)..<close where t[j].kind == .identifier && walkClosure(file, at: j) != nil {
            guard let root = receiverRoot(file, member: j) else { continue }
            let name = file.text(root)
            if parameters.contains(name) || name.hasPrefix("$") { continue }
            return file.text(tokens: root, through: file.previous(before: file.previous(before: j) ?? j) ?? root)
        }
        return nil
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
