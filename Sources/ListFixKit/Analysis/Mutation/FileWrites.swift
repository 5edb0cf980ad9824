import SwiftTokens

/// How one file writes a member name. A `private` or `fileprivate` property can only be written
/// in its own file, so this, not the project's writes of any member of that name, says whether it
/// changes. The file's identifiers are indexed by name once, so each name asked reads only its own
/// uses: a file of many views, each asking of its own state, costs time in proportion to its size.
final class FileWrites: FileAnalysis {
    private let file: SourceFile
    private var known: [String: Changes] = [:]
    /// The identifier tokens of the file by the hash of their name, `$` dropped: built on the first
    /// question.
    private var uses: [UInt64: [Int32]]?

    init(_ context: RuleContext) {
        file = context.file
    }

    /// How the file changes `name` outside initializers and declarations. Filled as its view
    /// appears from a value that was not empty, or filled twice, it counts as assigned as a whole.
    func changes(_ name: String) -> Changes {
        if let changes = known[name] { return changes }
        let changes = search(Array(name.utf8))
        known[name] = changes
        return changes
    }

    /// How the file changes the property `name` of the type `owner`: as `changes(_:)`, leaving out
    /// writes that name another type's own member: a bare `name` or `self.name` inside another type
    /// (a model and its view in one file, each with an `errors` of its own), or `x.name` where `x` is
    /// a property declared with another type (`options.$errors`, the model's publisher).
    func changes(_ name: String, ownedBy owner: String, _ context: RuleContext) -> Changes {
        let key = owner + "." + name
        if let changes = known[key] { return changes }
        let file = self.file
        // The braces of the type and its extensions here: a bare use outside them is another type's.
        let parts = context.fileTypes(named: owner).map { ($0.open, $0.close) }
        let changes = search(Array(name.utf8)) { i in
            let inOwner = parts.contains { $0.0 < i && i < $0.1 }
            if let dot = file.previous(before: i), file.tokens[dot].kind == .period, let receiver = file.previous(before: dot) {
                if file.isKeyword(receiver, "self") { return !inOwner }
                // The property first (cheap); a local that shadows it only then.
                guard file.tokens[receiver].kind == .identifier, file.previous(before: receiver).map({ file.tokens[$0].kind != .period }) ?? true,
                      let declared = context.enclosingType(of: i)?.properties.first(where: { file.tokenIs(receiver, $0.name) })?.type,
                      DataOrigin.local(file.text(receiver), at: receiver, in: context) == nil else { return false }
                return TypeResolver.lastName(TypeResolver.nominal(declared)) != TypeResolver.lastName(owner)
            }
            return !inOwner
        }
        known[key] = changes
        return changes
    }

    /// `name = …`, `x.name = …`, `name[i] = …`, `&name`, `$name`, `name.append(…)`, `name.removeAll { … }`,
    /// outside initializers and declarations, except at the uses `skipped` names.
    private func search(_ name: [UInt8], skipped: ((Int) -> Bool)? = nil) -> Changes {
        let t = file.tokens
        var found: Changes = []
        var startsEmpty = false
        var fills = 0
        if uses == nil { uses = Self.index(file) }
        for use in uses![NameHash.of(name[...])] ?? [] where !found.shifts {
            let i = Int(use)
            let length = t[i].length
            let start = t[i].start
            let binding = length == name.count + 1 && file.bytes[start] == 0x24
            guard length == name.count || binding else { continue }
            guard file.bytes[(binding ? start + 1 : start)..<t[i].end].elementsEqual(name) else { continue }
            if let skipped, skipped(i) { continue }
            if binding && WriteSyntax.namesClosureParameter(file, at: i) { continue }
            if let p = file.previous(before: i), file.isKeyword(p, "var") || file.isKeyword(p, "let") {
                // Only a wrapped property's declaration (`@State private var items = []`), not a local
                // of the same name in a function.
                startsEmpty = startsEmpty || (Self.isWrapped(file, declaredBy: p) && Self.startsEmpty(file, declaring: i))
                continue
            }
            // `$items` hands the whole array to a control; `$items[i]` and `$review.benchmarks[i]` one
            // element, and `$review.comment` a member, which changes `review` in place (as the scan
            // records it). Handed to another view (`Editor(items: $items)`), that view's own writes
            // decide (`Declarations.isMovedByReceiver`).
            let presented = binding ? WriteSyntax.presentationWrites(file, at: i) : nil
            let write: Changes = binding
                ? (WriteSyntax.bindingValue(file, at: i) != t[i].start + 1..<t[i].end ? .elementWritten
                    : WriteSyntax.handedToView(file, at: i) ? .handed
                    : presented != nil ? presented!
                    : WriteSyntax.bindsRowsWithoutEditing(file, at: i)
                        ? (WriteSyntax.rowsUseElementBinding(file, at: i) ? .elementWritten : []) : .bound)
                : changes(ofUseAt: i)
            if write.writes, !WriteSyntax.inInitializer(file, i) {
                found.formUnion(write)
                if write == .filledOnAppear { fills += 1 }
            }
        }
        // Filled when the view appears from a value that was not empty, or filled twice (a cached
        // value first, then a fetched one): the second replaces rows already shown.
        if found.contains(.filledOnAppear) && (!startsEmpty || fills > 1) { found.insert(.assignedWhole) }
        return found
    }

    /// Every identifier's token by the hash of its name (`$items` under `items`).
    private static func index(_ file: SourceFile) -> [UInt64: [Int32]] {
        var out: [UInt64: [Int32]] = [:]
        let t = file.tokens
        for i in t.indices where t[i].kind == .identifier {
            var start = t[i].start
            if file.bytes[start] == 0x24 { start += 1 }
            out[NameHash.of(file.bytes[start..<t[i].end]), default: []].append(Int32(i))
        }
        return out
    }

    /// What the use of the name at token `i` writes.
    private func changes(ofUseAt i: Int) -> Changes {
        let t = file.tokens
        if let p = file.previous(before: i), t[p].kind == .operator, file.tokenIs(p, "&") { return .unseen }
        guard var j = file.next(after: i) else { return [] }
        // `items?.remove(at:)`: the optional's value is written.
        if WriteSyntax.isUnwrap(file, j), let n = file.next(after: j) { j = n }
        var subscripted = false
        // `items[i] = …`, and `items[i][k] = …`, which changes the element `items[i]` in place.
        while t[j].kind == .leftBracket, let close = file.tree.match(j), let n = file.next(after: close) {
            subscripted = true
            j = n
        }
        if t[j].kind == .operator, WriteSyntax.isAssignment(file, j) {
            if !subscripted { return Self.runsOnAppear(file, i) && file.tokenIs(j, "=") ? .filledOnAppear : .assignedWhole }
            return WriteSyntax.elementChange(file, j) ?? [.assignedWhole, .inserted, .removed]
        }
        guard !subscripted, t[j].kind == .period, let method = file.next(after: j), let call = file.next(after: method),
              t[call].kind == .leftParen || t[call].kind == .leftBrace else { return [] }
        return MutatingMethods.changes(file, method: method) ?? []
    }
}

extension FileWrites {
    /// Whether the `var` or `let` at `keyword` has an attribute before it (`@State private var`): a
    /// property wrapper, which a local declaration seldom has.
    static func isWrapped(_ file: SourceFile, declaredBy keyword: Int) -> Bool {
        var j = file.previous(before: keyword)
        var steps = 0
        while let p = j, steps < 8 {
            steps += 1
            if file.tokens[p].kind == .attribute { return true }
            // `private(set)`
            if file.tokens[p].kind == .rightParen, let open = file.tree.match(p) {
                j = file.previous(before: open)
                continue
            }
            guard DeclarationScanner.isModifier(file, p) else { return false }
            j = file.previous(before: p)
        }
        return false
    }

    /// `var name: [T] = []` or `= [T]()` at the declared name `i`: rows start with nothing to show.
    static func startsEmpty(_ file: SourceFile, declaring i: Int) -> Bool {
        let t = file.tokens
        var j = file.next(after: i)
        var steps = 0
        while let k = j, steps < 16, !(t[k].kind == .operator && file.tokenIs(k, "=")) {
            if t[k].kind == .leftBrace || t[k].kind == .semicolon || t[k].kind == .newline { return false }
            j = file.next(after: k)
            steps += 1
        }
        guard let k = j, t[k].kind == .operator, let open = file.next(after: k), t[open].kind == .leftBracket,
              let close = file.tree.match(open), let after = file.next(after: close) else { return false }
        if file.next(after: open) == close { return true }
        // `[T]()`
        guard t[after].kind == .leftParen, let end = file.tree.match(after) else { return false }
        return file.next(after: after) == end
    }

    /// Whether the statement at `i` runs only when its view appears: in `.onAppear { … }` or a
    /// `.task { … }` with no `id` (which reruns whenever the id changes, while the rows are shown),
    /// directly or through `Task { … }`, `do { … }`, `withAnimation { … }` or a hop to the main
    /// queue. Any other closure (a publisher's sink, a completion handler) can run again later.
    static func runsOnAppear(_ file: SourceFile, _ i: Int) -> Bool {
        runs(file, i, label: "perform", of: "onAppear") { appearModifier(file, calledBy: $0) }
    }

    /// Whether the statement at `i` runs on a pull to refresh: in `.refreshable { … }` (or its
    /// `action:`), directly or through the same closures as `runsOnAppear`.
    static func runsOnRefresh(_ file: SourceFile, _ i: Int) -> Bool {
        runs(file, i, label: "action", of: "refreshable") { before in
            file.tokens[before].kind == .identifier && file.tokenIs(before, "refreshable") && file.isMemberName(before) ? true : nil
        }
    }

    /// The walk out from `i` through closures that run at once, to the one `hook` names by the
    /// token before its `{` (true: it runs there; false: it does not; nil: not a hook), or to
    /// `modifier(label: { … })`.
    private static func runs(_ file: SourceFile, _ i: Int, label: StaticString, of modifier: StaticString, hook: (Int) -> Bool?) -> Bool {
        let t = file.tokens
        var scope = file.tree.enclosing(i)
        var steps = 0
        while let open = scope, t[open].kind == .leftBrace, steps < 6, let before = file.previous(before: open) {
            steps += 1
            if let name = hook(before) { return name }
            // `.onAppear(perform: { … })`
            if t[before].kind == .colon, let argument = file.previous(before: before), file.tokenIs(argument, label),
               let paren = file.tree.enclosing(open), t[paren].kind == .leftParen, let callee = file.previous(before: paren) {
                return file.tokenIs(callee, modifier) && file.isMemberName(callee)
            }
            let passes: Bool
            if t[before].kind == .rightParen, let paren = file.tree.match(before), let callee = file.previous(before: paren) {
                passes = file.tokenIs(callee, "withAnimation") || file.tokenIs(callee, "Task") || file.tokenIs(callee, "async")
            } else {
                passes = file.isKeyword(before, "do") || file.tokenIs(before, "Task") || file.tokenIs(before, "withAnimation")
                    || (file.tokenIs(before, "async") && file.isMemberName(before)) || (file.tokenIs(before, "run") && file.isMemberName(before))
            }
            guard passes else { return false }
            scope = file.tree.enclosing(open)
        }
        return false
    }

    /// For the token before a closure's `{`: true for `.onAppear` and `.task` with no `id`, false for
    /// another `.task(…)`, nil for anything else.
    private static func appearModifier(_ file: SourceFile, calledBy before: Int) -> Bool? {
        let t = file.tokens
        if t[before].kind == .identifier, file.tokenIs(before, "onAppear") || file.tokenIs(before, "task") {
            return file.isMemberName(before) ? true : nil
        }
        guard t[before].kind == .rightParen, let paren = file.tree.match(before), let callee = file.previous(before: paren),
              file.tokenIs(callee, "task") || file.tokenIs(callee, "onAppear"), file.isMemberName(callee) else { return nil }
        return !file.arguments(of: paren).contains { $0.label.map { file.tokenIs($0, "id") } == true }
    }
}
