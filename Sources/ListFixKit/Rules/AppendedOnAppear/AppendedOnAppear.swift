import SwiftTokens

/// Rows over a view's `@State` array that a `.task` or `.onAppear` fills by appending, with nothing
/// that empties it first: the hook runs again each time the view appears (back from a pushed
/// view, a tab shown again), and the rows are listed again.
struct AppendedOnAppear: Rule {
    let metadata = RuleMetadata(
        id: "appended-on-appear",
        fixSafety: .none,
        triggers: ["ForEach", "List"])

    init() {}

    func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        var out: [Finding] = []
        var asked: Set<String> = []
        for call in context.calls where call.kind != .table {
            // The data is one name (`replies`, `self.replies`): token tests first, no strings made.
            guard let (first, last) = call.dataTokens(file), file.tokens[last].kind == .identifier,
                  first == last || (file.isKeyword(first, "self") && file.next(after: first).flatMap { file.next(after: $0) } == last),
                  let owner = context.enclosingType(of: call.nameToken),
                  let property = owner.properties.first(where: { file.tokenIs(last, $0.name) }), property.wrapper == "State",
                  let type = property.type, type.hasPrefix("[") || type.hasPrefix("Array<"),
                  owner.conformances.contains("View") else { continue }
            let name = property.name
            guard asked.insert(owner.name + "." + name).inserted else { continue }
            let parts = context.fileTypes(named: owner.name)
            guard let appends = AppendedOnAppear.appendsOnly(name, in: parts, file), !appends.isEmpty else { continue }
            // A pull to refresh runs whenever the user pulls, whatever flag guards the first load.
            if let site = appends.first(where: { AppendedOnAppear.appendsWholeLoad(file, at: $0)
                                                     && reached(file, $0, by: FileWrites.runsOnRefresh, parts: parts, rows: context.calls, depth: 3) }) {
                let message = "`\(name)` is appended to on every pull to refresh (its `.refreshable` runs the load again), and "
                    + "nothing empties it first: after a refresh the rows are listed twice; replace `\(name)` with what the refresh loads"
                out.append(metadata.finding(range: file.range(from: site, through: site), message: message))
                continue
            }
            guard let site = appends.first(where: { reached(file, $0, by: FileWrites.runsOnAppear, parts: parts, rows: context.calls, depth: 3) }),
                  // A flag that stops a second load (`hasLoaded`, `didAppear`): the hook may run once.
                  !parts.contains(where: { mentionsLoaded(file, $0) }), !hasOnceFlag(file, parts) else { continue }
            let message = "`\(name)` is appended to each time this view appears (its `.task` or `.onAppear` runs again whenever "
                + "the view appears again, as after a pushed view is popped or its tab is shown again), and nothing empties it "
                + "first: the rows are then listed twice, three times; empty `\(name)` before the load, or load once"
            out.append(metadata.finding(range: file.range(from: site, through: site), message: message))
        }
        return out
    }

    /// Whether the append at `i` adds what a load without arguments returns (`xs.append(contentsOf:
    /// await API.stories())`, `xs += try await load()`): the same list again on every refresh. One
    /// value made here (`insert(Ping(…), at: 0)`) or a load given a cursor (`messages(since: last)`)
    /// adds only what is new.
    static func appendsWholeLoad(_ file: SourceFile, at i: Int) -> Bool {
        let t = file.tokens
        guard let next = file.next(after: i) else { return false }
        var value: (first: Int, last: Int)?
        if t[next].kind == .operator, file.tokenIs(next, "+="), let first = file.next(after: next) {
            value = (first, file.statementEnd(startingAt: first, limit: t.count - 1))
        } else if t[next].kind == .period, let member = file.next(after: next), file.isIdentifier(member, "append"),
                  let paren = file.next(after: member), t[paren].kind == .leftParen,
                  let argument = file.arguments(of: paren).first, argument.label.map({ file.tokenIs($0, "contentsOf") }) == true,
                  let first = argument.valueFirst, let last = argument.valueLast {
            value = (first, last)
        }
        guard let (first, last) = value else { return false }
        // The value is a call chain (`await`/`try` first) whose calls take no arguments.
        var sawCall = false
        var j = first
        while j <= last {
            if t[j].kind == .leftParen {
                guard let close = file.tree.match(j), file.next(after: j) == close else { return false }
                sawCall = true
                j = close + 1
                continue
            }
            if t[j].kind == .leftBrace || t[j].kind == .leftBracket { return false }
            j += 1
        }
        return sawCall
    }

    /// The tokens of `name` where it is appended to (`name.append(…)`, `name += …`,
    /// `name.insert(…)`), when every other use in the type only reads it; nil when any other
    /// use writes it (`name = []`, `removeAll`, a binding `$name`) or asks what it already holds
    /// (`isEmpty`, `count`, `contains`, `first`, `last`: a guard against a second load).
    static func appendsOnly(_ name: String, in parts: [TypeDecl], _ file: SourceFile) -> [Int]? {
        let t = file.tokens
        let bound = "$" + name
        let length = name.utf8.count
        var appends: [Int] = []
        for part in parts {
            for k in part.open..<part.close where t[k].kind == .identifier {
                // Lengths first: most identifiers are neither.
                if t[k].length == length + 1, file.tokenIs(k, bound) || file.tokenIs(k, "_" + name) { return nil }
                guard t[k].length == length, file.tokenIs(k, name) else { continue }
                if let p = file.previous(before: k) {
                    // `&name` hands it to code that may empty it; `(name, page) = …` assigns it.
                    if t[p].kind == .operator, file.tokenIs(p, "&") { return nil }
                    if t[p].kind == .leftParen || t[p].kind == .comma, let paren = file.tree.enclosing(k), t[paren].kind == .leftParen,
                       let close = file.tree.match(paren), let after = file.next(after: close), file.tokenIs(after, "="),
                       file.isBinaryOperator(after) { return nil }
                    if t[p].kind == .keyword, file.tokenIs(p, "var") || file.tokenIs(p, "let") { continue }
                    // `other.name` is another value's member.
                    if t[p].kind == .period, let owner = file.previous(before: p), !file.isKeyword(owner, "self") { continue }
                }
                guard let next = file.next(after: k) else { continue }
                // `name[…] = …` may empty it (`name[...] = []`).
                if t[next].kind == .leftBracket, let close = file.tree.match(next), let after = file.next(after: close),
                   file.tokenIs(after, "="), file.isBinaryOperator(after) { return nil }
                if t[next].kind == .operator {
                    if file.tokenIs(next, "+=") { appends.append(k); continue }
                    if file.tokenIs(next, "=") && file.isBinaryOperator(next) { return nil }
                    continue
                }
                guard t[next].kind == .period, let member = file.next(after: next), t[member].kind == .identifier else { continue }
                let word = file.text(member)
                if word == "append" || word == "insert" { appends.append(k); continue }
                if ["isEmpty", "count", "contains", "first", "last", "firstIndex", "lastIndex"].contains(word) { return nil }
                if MutatingMethods.changes(file, method: member) != nil { return nil }
            }
        }
        return appends
    }

    /// Whether the statement at `i` runs in a hook of the type (`runsOnAppear`: a `.task` or
    /// `.onAppear`, not one on a row, which loads the next page; `runsOnRefresh`), directly or
    /// through methods of the type that the hook calls, up to `depth` calls deep.
    func reached(_ file: SourceFile, _ i: Int, by hook: (SourceFile, Int) -> Bool, parts: [TypeDecl], rows: [RowsCall], depth: Int) -> Bool {
        var asked: Set<String> = []
        return reached(file, i, by: hook, parts: parts, rows: rows, depth: depth, asked: &asked)
    }

    /// `asked`: the methods already followed, each once (a type that calls a helper from many
    /// places would otherwise follow every path to it).
    func reached(_ file: SourceFile, _ i: Int, by hook: (SourceFile, Int) -> Bool, parts: [TypeDecl], rows: [RowsCall], depth: Int,
                 asked: inout Set<String>) -> Bool {
        if hook(file, i) { return !rows.contains { onRow(file, i, $0) } && !inLazyContainer(file, i) }
        guard depth > 0, let function = enclosingFunction(file, i, parts: parts), asked.insert(function).inserted else { return false }
        let t = file.tokens
        for part in parts {
            for k in part.open..<part.close where t[k].kind == .identifier && file.tokenIs(k, function) {
                guard let paren = file.next(after: k), paren == k + 1, t[paren].kind == .leftParen,
                      let p = file.previous(before: k), !file.isKeyword(p, "func") else { continue }
                if t[p].kind == .period, let owner = file.previous(before: p), !file.isKeyword(owner, "self") { continue }
                if reached(file, k, by: hook, parts: parts, rows: rows, depth: depth - 1, asked: &asked) { return true }
            }
        }
        return false
    }

    /// The name of the method of the type whose body holds token `i`.
    func enclosingFunction(_ file: SourceFile, _ i: Int, parts: [TypeDecl]) -> String? {
        var scope = file.tree.enclosing(i)
        while let open = scope {
            if parts.contains(where: { $0.open == open }) { return nil }
            if file.tokens[open].kind == .leftBrace, let name = functionName(file, body: open) { return name }
            scope = file.tree.enclosing(open)
        }
        return nil
    }

    /// `name` when the brace opens `func name(…) … {`.
    func functionName(_ file: SourceFile, body open: Int) -> String? {
        let t = file.tokens
        var j = file.previous(before: open)
        var steps = 0
        while let k = j, steps < 48 {
            steps += 1
            if file.isKeyword(k, "func") { return file.next(after: k).map { file.text($0) } }
            if t[k].kind == .leftBrace || t[k].kind == .rightBrace || t[k].kind == .semicolon { return nil }
            if t[k].kind == .rightParen || t[k].kind == .rightBracket, let o = file.tree.match(k) {
                j = file.previous(before: o)
            } else {
                j = file.previous(before: k)
            }
        }
        return nil
    }

    /// Whether the type keeps a property whose name says a first time passed (`didAppear`,
    /// `hasAppeared`, `isFirstAppear`, `initialized`, `fetched`): a guard that loads once.
    func hasOnceFlag(_ file: SourceFile, _ parts: [TypeDecl]) -> Bool {
        let t = file.tokens
        return parts.contains { part in
            (part.open..<part.close).contains { k in
                guard t[k].kind == .keyword, file.tokenIs(k, "var"), let name = file.next(after: k), t[name].kind == .identifier,
                      file.tree.enclosing(k) == part.open else { return false }
                let text = file.text(name).lowercased()
                return ["appear", "initial", "fetched", "loaded", "once", "didload", "started"].contains { text.contains($0) }
            }
        }
    }

    /// Whether the part's text holds `loaded` or `Loaded` (in `hasLoaded`, `isLoaded`, `loaded`).
    func mentionsLoaded(_ file: SourceFile, _ part: TypeDecl) -> Bool {
        let bytes = Array(file.bytes[file.tokens[part.open].start..<file.tokens[part.close].end])
        return ByteSearch.contains(bytes, "oaded")
    }

    /// Whether token `i` is inside a lazy stack, grid or list's content: a hook on a view there (a
    /// sentinel after the rows) loads the next page when it scrolls into view.
    func inLazyContainer(_ file: SourceFile, _ i: Int) -> Bool {
        var scope = file.tree.enclosing(i)
        while let open = scope {
            if file.tokens[open].kind == .leftBrace, let before = file.previous(before: open),
               case .call(let name) = RowContainer.owner(ofBrace: open, before: before, in: file),
               RowContainer.isLazyVertical(file, name) || file.tokenIs(name, "LazyHStack") || file.tokenIs(name, "LazyHGrid") {
                return true
            }
            scope = file.tree.enclosing(open)
        }
        return false
    }

    func onRow(_ file: SourceFile, _ i: Int, _ call: RowsCall) -> Bool {
        guard let open = call.content, let close = file.tree.match(open) else { return false }
        return i > open && i < close
    }
}
