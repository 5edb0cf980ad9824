import SwiftTokens

/// The methods and computed properties of a type whose bodies sort or filter (`static func
/// matchingResults(in:query:) -> [Result]` that filters every item and sorts what is left, a
/// model's `var orderedMessages: [Message] { messages.sorted { … } }`): rows made by calling one
/// do that work on each call, in whichever file it is declared. Only `.sorted` and `.filter` are
/// looked for: six-letter words the scan tests by length and first letter. Kept
/// beside the types, not in them: most types sort nothing, and a type is copied often.
enum SortingMembers {
    /// Whether the token at `i` is the member `sorted` of a call (`x.sorted(by:)`, `x.sorted { … }`, `x.sorted()`).
    @inline(__always) static func isSortedCall(_ file: SourceFile, _ i: Int) -> Bool {
        guard i > 0, file.tokens[i - 1].kind == .period, file.tokenIs(i, "sorted"), let next = file.next(after: i) else { return false }
        return file.tokens[next].kind == .leftParen || file.tokens[next].kind == .leftBrace
    }

    /// Whether the token at `i` is the member `filter` of a call (`x.filter { … }`, `x.filter(\.flag)`).
    @inline(__always) static func isFilterCall(_ file: SourceFile, _ i: Int) -> Bool {
        guard file.tokenIs(i, "filter"), let next = file.next(after: i) else { return false }
        return file.tokens[next].kind == .leftParen || file.tokens[next].kind == .leftBrace
    }

    /// The members (`Type\0member`) whose bodies hold the `sorted` calls at `calls`: the innermost
    /// `func` or computed `var` declared directly in a type's body, through the closures between.
    /// Also the members of the same type in this file (its declaration or an extension here) that
    /// call one of those by its bare name or through `self.`/`Self.`, or read one that is a property
    /// (`segments(from:)`, which calls `percentileBounds(…)`, which sorts): the sort runs on each of
    /// their calls too. One step of calls, read only in files that sort. A setter's or an
    /// observer's body sorts when the property is written, not read: it is no member that sorts.
    static func members(sortedAt calls: [Int], of types: [TypeDecl], in file: SourceFile) -> [String] {
        var out: [String] = []
        /// The sorting members found, by their type's name, and whether each is a property (read
        /// without a call).
        var sorting: [(type: String, name: String, isProperty: Bool)] = []
        for call in calls {
            guard let (name, keyword) = member(around: call, in: file), let owner = file.tree.enclosing(keyword),
                  let type = types.first(where: { $0.open == owner && $0.kind != .alias && !$0.isLocal }) else { continue }
            // (The scan lists no filter of a view's own getters: they are read where they are written.)
            let filters = file.tokens[call].length == 6 && file.tokenIs(call, "filter")
            let entry = type.name + "\u{0}" + file.text(name)
            // A member that filters is also recorded as `Type\0member\0f`: its positions are not its source's.
            if filters && !out.contains(entry + "\u{0}f") { out.append(entry + "\u{0}f") }
            if !out.contains(entry) {
                out.append(entry)
                // Callers are followed for sorts only: a search of the type's body per filtering
                // member cost every run more than the rows it found.
                if !filters { sorting.append((type.name, file.text(name), file.isKeyword(keyword, "var"))) }
            }
        }
        let t = file.tokens
        // Every body of the type in this file (its declaration and its extensions here).
        for type in types where type.kind != .alias && !type.isLocal {
            let members = sorting.filter { $0.type == type.name }
            guard !members.isEmpty else { continue }
            // The names' bytes in the type's body (a memory search, not a walk over its tokens),
            // then only the tokens that start there.
            let body = t[type.open].end..<t[type.close].start
            for sorted in members {
                for offset in ByteSearch.offsets(of: sorted.name, in: file.bytes, within: body) {
                    guard let i = file.token(startingAt: offset), t[i].kind == .identifier, file.tokenIs(i, sorted.name),
                          let next = file.next(after: i), sorted.isProperty || t[next].kind == .leftParen, !file.isArgumentLabel(i), isOwnCall(i, in: file),
                          let (member, keyword) = member(around: i, in: file), file.tree.enclosing(keyword) == type.open else { continue }
                    let entry = type.name + "\u{0}" + file.text(member)
                    if !out.contains(entry) { out.append(entry) }
                }
            }
        }
        return out
    }

    /// Whether the name at `i` is called on the type itself: bare (`percentileBounds(…)`), or after
    /// `self.` or `Self.`; not a declaration (`func percentileBounds(`) nor another value's member.
    static func isOwnCall(_ i: Int, in file: SourceFile) -> Bool {
        guard let before = file.previous(before: i) else { return true }
        if file.isKeyword(before, "func") || file.isKeyword(before, "var") || file.isKeyword(before, "let") { return false }
        guard file.tokens[before].kind == .period else { return true }
        guard let receiver = file.previous(before: before) else { return false }
        return file.tokenIs(receiver, "self") || file.tokenIs(receiver, "Self")
    }

    /// The name and keyword (`func`, `var`) of the member whose body holds token `i`.
    static func member(around i: Int, in file: SourceFile) -> (name: Int, keyword: Int)? {
        let t = file.tokens
        var scope = file.tree.enclosing(i)
        var depth = 0
        while let open = scope, depth < 16 {
            depth += 1
            if t[open].kind == .leftBrace {
                // A setter's or an observer's body runs when the property is written, not read.
                if isWritingAccessor(open, in: file) { return nil }
                if let found = declaration(ofBody: open, in: file) { return found }
            }
            scope = file.tree.enclosing(open)
        }
        return nil
    }

    /// Whether the brace `open` is the body of `set`, `willSet`, `didSet` or `_modify` (with or
    /// without its parameter: `set(newItems) {`).
    static func isWritingAccessor(_ open: Int, in file: SourceFile) -> Bool {
        guard var before = file.previous(before: open) else { return false }
        if file.tokens[before].kind == .rightParen, let paren = file.tree.match(before), let name = file.previous(before: paren) { before = name }
        return file.tokenIs(before, "set") || file.tokenIs(before, "willSet") || file.tokenIs(before, "didSet") || file.tokenIs(before, "_modify")
    }

    /// The `func name(…) … {` or `var name: T {` (or its `get {`) whose body is the brace `open`.
    static func declaration(ofBody open: Int, in file: SourceFile) -> (name: Int, keyword: Int)? {
        let t = file.tokens
        guard var j = file.previous(before: open) else { return nil }
        // `get {` of `var name: T { get { … } }`.
        if file.tokenIs(j, "get"), let outer = file.tree.enclosing(j), t[outer].kind == .leftBrace {
            return declaration(ofBody: outer, in: file)
        }
        var steps = 0
        while steps < 48 {
            steps += 1
            let kind = t[j].kind
            if kind == .leftBrace || kind == .rightBrace || kind == .semicolon || (kind == .operator && file.tokenIs(j, "=")) { return nil }
            if kind == .rightParen || kind == .rightBracket, let match = file.tree.match(j) {
                guard let before = file.previous(before: match) else { return nil }
                j = before
                continue
            }
            if file.isKeyword(j, "func") || file.isKeyword(j, "var") {
                guard let name = file.next(after: j), t[name].kind == .identifier else { return nil }
                return (name, j)
            }
            // A keyword of a statement (`if`, `for`, `switch`): the brace is its body, not a member's.
            if kind == .keyword, !file.isKeyword(j, "throws"), !file.isKeyword(j, "rethrows"), !file.isKeyword(j, "async"),
               !file.isKeyword(j, "some"), !file.isKeyword(j, "any"), !file.isKeyword(j, "where"), !file.isKeyword(j, "inout") {
                return nil
            }
            guard let before = file.previous(before: j) else { return nil }
            j = before
        }
        return nil
    }
}
