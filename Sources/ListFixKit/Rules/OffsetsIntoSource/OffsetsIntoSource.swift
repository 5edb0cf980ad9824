import SwiftTokens

/// `ForEach(visibleNotes) { … }.onDelete(perform: deleteNotes)` where `visibleNotes` filters or
/// sorts `notes` and `deleteNotes` removes `notes` at the offsets: the offsets are positions in
/// the rows, so while the filter hides an element (or the sort moves one) a swipe deletes another.
struct OffsetsIntoSource: Rule {
    let metadata = RuleMetadata(
        id: "offsets-into-source",
        fixSafety: .safe,
        triggers: ["onDelete", "onMove"],
        level: .error,
        facts: .offsetsMethods,
        hints: ["IndexSet"])

    init() {}

    func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        var out: [Finding] = []
        for call in context.listCalls where call.kind == .forEach {
            let edits = call.rowEdits(file)
            guard !edits.isEmpty else { continue }
            let rows = DerivedRows(call, in: context)
            let chain = file.modifierChain(after: file.callEnd(from: call.nameToken))
            // `.onDelete` and `.onMove` on one `ForEach` each have a handler of their own.
            for modifier in edits {
                guard let handler = OffsetsHandler(modifier, owner: context.enclosingType(of: call.nameToken), in: context) else { continue }
                // `.deleteDisabled(!searchText.isEmpty)` on the rows: the author turns the edit off by a
                // condition on what the rows' filter reads. Only a migration, where its fix is safe.
                let disabled = disabledBy(modifier, in: chain, file)
                if let rows, let found = finding(modifier, handler, of: call, rows, disabledBy: disabled, context) {
                    out.append(found)
                } else if disabled != nil {
                    // Offsets handed to another type's method, or rows another type makes: what the
                    // condition guards is not read there.
                    continue
                } else if let found = handedFinding(modifier, handler, of: call, rows, context)
                            ?? getterRowsFinding(modifier, handler, of: call, rows, context) {
                    out.append(found)
                }
            }
        }
        return out
    }

    private func finding(_ modifier: Modifier, _ handler: OffsetsHandler, of call: RowsCall, _ derived: DerivedRows,
                         disabledBy disabled: (name: String, argument: (first: Int, last: Int))?, _ context: RuleContext) -> Finding? {
        let file = context.file
        // A local of the handler is another collection (`let items = searchResults`, named like the
        // source), unless it copies one whole (`var modified = workout.routinesArray`, or mapped element
        // by element): then it has that collection's positions.
        let (open, close) = handler.body
        let parameters = Set((file.functionParameters(ofBody: open) ?? []).map { file.text($0) })
        var targets: [OffsetsUse] = []
        /// The first token of each use through a local copy, and the copy's name.
        var copied: [Int: String] = [:]
        for use in handler.targets {
            guard DerivedRows.declares(use.names[0], in: open, close, file) else {
                targets.append(use)
                continue
            }
            guard use.names.count == 1, let path = OffsetsUse.copiedPath(use.names[0], in: open, close, file),
                  !parameters.contains(path[0]), !DerivedRows.declares(path[0], in: open, close, file) else { continue }
            var through = use
            through.names = path
            copied[use.first] = use.names[0]
            targets.append(through)
        }
        guard let applied = derived.lineage.first(where: { names in targets.contains { $0.names == names } }),
              case let uses = targets.filter({ $0.names == applied }), !uses.isEmpty else { return nil }
        // A handler that tests what the rows' filter reads (`if searchText.isEmpty { … }`) may apply the
        // offsets to the source only while the filter lets everything through: no hazard is shown.
        let filterReads = derivationNames(derived, of: call, file)
        let guarded = disabled.flatMap { d in
            (d.argument.first...d.argument.last).contains { file.tokens[$0].kind == .identifier && filterReads.contains(file.text($0)) }
                ? "`.\(d.name)(…)` turns it off while the rows' filter may hide some" : nil
        } ?? (handlerTests(names: filterReads, handler, file) ? "\(handler.name) does so only after testing what the rows' filter reads" : nil)
        // The collection the handler applies the offsets to, however many getters stand between.
        var rows = derived
        rows.source = applied
        // Rows chosen by `scope`, a handler that reads `scope` too: it may apply the offsets to X only
        // while the rows are X, which listfix does not follow. Unknown: nothing to say.
        if !rows.chosenBy.isEmpty,
           (handler.body.open...handler.body.close).contains(where: { file.tokens[$0].kind == .identifier && rows.chosenBy.contains(file.text($0)) }) {
            return nil
        }
        let source = rows.source.joined(separator: ".")
        let isMove = file.tokenIs(modifier.name, "onMove")
        let range = file.range(from: modifier.name, through: modifier.name)
        // Uses through a copy are not rewritten: the fix is made only where every use is the source's own.
        let direct = uses.filter { copied[$0.first] == nil }
        let copy = uses.lazy.compactMap { copied[$0.first] }.first
        let planned: Result<Fix, FixBlocked>
        if direct.count > 1 {
            planned = .failure(Fix.blocked("the handler uses the offsets on `\(source)` more than once"))
        } else if let only = direct.first, case let made = fix(rows, only, handler, isMove: isMove, context), copy == nil || (try? made.get()) == nil {
            planned = made
        } else {
            planned = .failure(Fix.blocked("the handler applies the offsets to `\(copy ?? "")`, a copy of `\(source)`"))
        }
        // A handler guarded so that the positions agree whenever it runs: removing by id is the
        // idiom, and does not depend on the guard. A migration, made where its fix is safe.
        if let guarded {
            guard case .success(let fix) = planned else { return nil }
            let message = "`.\(file.text(modifier.name))` gives positions in `\(rows.shown)`, \(rows.how) view of `\(source)`, "
                + "which \(handler.name) applies to `\(source)`; \(guarded), so no \(isMove ? "drag" : "swipe") lands on another "
                + "element today, but by id it would not depend on that"
            return metadata.migration(range: range, message: message, fix: fix)
        }
        // Rows a stack or a scroll view lays out: only a `List`'s rows are swiped or dragged, so the
        // handler never runs yet. A migration, made where its fix is safe.
        if let stack = stackAround(call, in: file) {
            guard case .success(let fix) = planned else { return nil }
            let message = "`.\(file.text(modifier.name))` would give positions in `\(rows.shown)`, \(rows.how) view of `\(source)`, "
                + "which \(handler.name) applies to `\(source)`; the rows are in a `\(stack)`, not a `List`, so it never runs today, "
                + "but in a list \(isMove ? "a drag would move" : "a swipe would delete") another element"
            return metadata.migration(range: range, message: message, fix: fix)
        }
        let message = "`.\(file.text(modifier.name))` gives positions in `\(rows.shown)`, \(rows.how) view of `\(source)`, "
            + "and \(handler.name) applies them to `\(source)`: where the two orders differ, \(isMove ? "a drag moves" : "a swipe deletes") another element"
        return metadata.finding(range: range, message: message, fix: planned)
    }

    /// The names the rows' derivation reads: the view's getter or method, or the data written inline.
    func derivationNames(_ derived: DerivedRows, of call: RowsCall, _ file: SourceFile) -> Set<String> {
        let range: ClosedRange<Int>
        if let maker = derived.maker {
            range = maker.open...maker.close
        } else if let (first, last) = call.dataTokens(file) {
            range = first...last
        } else {
            return []
        }
        var names: Set<String> = []
        for i in range where file.tokens[i].kind == .identifier && !file.text(i).hasPrefix("$") && file.isReference(i) { names.insert(file.text(i)) }
        names.subtract(derived.source)
        return names
    }

    /// Whether a condition in the handler (an `if`, `guard`, `switch` or ternary) reads one of `names`.
    func handlerTests(names: Set<String>, _ handler: OffsetsHandler, _ file: SourceFile) -> Bool {
        let t = file.tokens
        guard !names.isEmpty, handler.body.open < handler.body.close else { return false }
        for k in (handler.body.open + 1)..<handler.body.close {
            let isTernary = OffsetsUse.isTernaryMark(k, in: file)
            guard isTernary || file.isKeyword(k, "if") || file.isKeyword(k, "guard") || file.isKeyword(k, "switch") else { continue }
            // The condition: from the keyword to its `{` or `else`; a ternary's, its line before the `?`.
            var j = isTernary ? (file.previous(before: k) ?? k) : k + 1
            while j > handler.body.open, j < handler.body.close, t[j].kind != .leftBrace, !file.isKeyword(j, "else") {
                if t[j].kind == .identifier, names.contains(file.text(j)) { return true }
                if isTernary {
                    guard let p = file.previous(before: j), !file.lineBreakBetween(p, j) else { break }
                    j = p
                } else {
                    j += 1
                }
            }
        }
        return false
    }

    /// The modifier in the chain that turns the edit off by a condition (`deleteDisabled` for
    /// `.onDelete`, `moveDisabled` for `.onMove`) and its argument's tokens; nil where none does.
    func disabledBy(_ modifier: Modifier, in chain: [Modifier], _ file: SourceFile) -> (name: String, argument: (first: Int, last: Int))? {
        let name = file.tokenIs(modifier.name, "onDelete") ? "deleteDisabled" : "moveDisabled"
        for other in chain where file.tokenIs(other.name, name) {
            guard let open = other.arguments, let argument = file.arguments(of: open).first,
                  let first = argument.valueFirst, let last = argument.valueLast else { continue }
            return (name, (first, last))
        }
        return nil
    }

    /// The stack or scroll view (its name) whose content the rows of `call` are, when it is one: a
    /// `List` or a `Form` lets a user swipe or drag rows, no stack does. Nil for any other container
    /// or one listfix does not find (a caller of the view member the rows are in).
    func stackAround(_ call: RowsCall, in file: SourceFile) -> String? {
        guard case .call(let callee)? = RowContainer.rowsOwner(callNamed: call.nameToken, in: file) else { return nil }
        let name = file.text(callee)
        return ["VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "ScrollView", "Grid"].contains(name)
            ? name : nil
    }

    /// `X.remove(atOffsets: offsets)` becomes a removal by the ids of the elements the rows show at
    /// those offsets. Safe when the rows are a computed property (read again in the handler, it is
    /// what the rows show), its elements are Identifiable with an `id` that lasts, and the removal is
    /// a statement of its own.
    func fix(_ rows: DerivedRows, _ target: OffsetsUse, _ handler: OffsetsHandler, isMove: Bool,
             _ context: RuleContext) -> Result<Fix, FixBlocked> {
        let file = context.file
        let t = file.tokens
        guard let close = target.removal else {
            if isMove {
                return .failure(Fix.blocked("a move among the rows of `\(rows.shown)` has no one place in `\(rows.source.joined(separator: "."))`"))
            }
            return .failure(Fix.blocked("the offsets are used one by one; remove the elements `\(rows.shown)` shows at them, by id"))
        }
        // A method that other code calls with other offsets would then map those through these rows.
        if handler.name.hasPrefix("`") {
            let method = String(handler.name.dropFirst().dropLast())
            let mentions = file.tokens.indices.lazy.filter { t[$0].kind == .identifier && file.tokenIs($0, method) }.count
            if mentions != 2 { return .failure(Fix.blocked("\(handler.name) is used elsewhere too, with other offsets")) }
        }
        guard let maker = rows.maker else {
            return .failure(Fix.blocked("the rows' data is written inline; name it in a computed property first"))
        }
        // Read again in the handler, a call must be made with the arguments the rows were made with.
        guard !maker.hasArguments else {
            return .failure(Fix.blocked("`\(rows.shown)` is called with arguments, which the handler may not see with the same values"))
        }
        guard let path = MemberPath.exactly(file, target.first, target.last), let element = TypeResolver(context).elementType(of: path) else {
            return .failure(Fix.blocked("the element type of `\(rows.source.joined(separator: "."))` is unknown"))
        }
        guard case .key(let member, true, .safe) = TypeResolver(context).rowKey(of: element, data: path) else {
            return .failure(Fix.blocked("listfix cannot prove that `\(element)` is Identifiable with an `id` that lasts"))
        }
        // A statement of its own: nothing before it on its line but `{`, and nothing after it but the line's end or `}`.
        guard let before = file.previous(before: target.first), t[before].kind == .leftBrace || file.indentation(before: t[target.first].start) != nil,
              let after = file.next(after: close), t[after].kind == .rightBrace || file.lineBreakBetween(close, after) else {
            return .failure(Fix.blocked("the removal is part of a larger expression"))
        }
        // A name the handler does not use yet (the project's one recogniser of used names).
        let used = UsedNames(file: file, tokens: handler.body.open..<handler.body.close)
        let ids = ["ids", "deletedIDs", "removedIDs"].first { !used.contains($0) } ?? "idsToRemove"
        let x = file.text(tokens: target.first, through: path.last)
        let separator = file.indentation(before: t[target.first].start).map { "\n" + $0 } ?? "; "
        let text = "let \(ids) = Set(\(handler.parameter).map { \(rows.shown)[$0].\(member) })" + separator
            + "\(x).removeAll { \(ids).contains($0.\(member)) }"
        return .success(Fix(message: "Remove the elements `\(rows.shown)` shows at the offsets, by id",
                            edits: [Edit(range: file.range(from: target.first, through: close), replacement: text)], applicability: .safe))
    }
}
