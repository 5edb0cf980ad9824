import SwiftTokens

/// `let i = items.firstIndex(…)`, then an `await`, then `items[i].x = …`: while the task is
/// suspended, other code can remove, insert, move or reload the elements, and the kept position
/// then names another element, or none.
struct IndexAcrossAwait: Rule {
    let metadata = RuleMetadata(
        id: "index-across-await",
        fixSafety: .none,
        // Read in the files that show lists, the ones the second pass reads anyway, and in an observable
        // model that finds a position and waits (`firstIndex` beside `async`, `asyncAfter` or `Task`):
        // reading every file that finds a position cost 0.6% more instructions, and
        // every one that also names `async` 0.7%, past the speed budget.
        // The lookups are hints, free from the first pass.
        triggers: ["ForEach", "List"],
        hints: ["firstIndex", "lastIndex", "indices", "enumerated", "count", "ForEach", "List", "DispatchQueue", "IndexSet", "onDelete",
                "append"],
        // A model's loop over its positions that waits in each pass (`for i in 0..<threads.count {
        // … try await …; threads[i].user = owner }`) keeps a position across the wait too.
        jointTrigger: JointTrigger(["firstIndex", "lastIndex", "indices", "enumerated", "count"], ["async", "asyncAfter", "Task"],
                                   filter: .observableModel))

    init() {}

    func findings(in context: RuleContext) -> [Finding] {
        // Each word asked once: the rule runs in every file that shows a list.
        let looksUp = context.mentions("firstIndex") || context.mentions("lastIndex")
        // A file that shows no list (a model) is read only in the members that find a position, call
        // a helper that does, or loop over positions: the rest of a large model is not searched.
        let showsList = context.mentions("ForEach") || context.mentions("List")
        // `0..<items.count` counts in a model only: in a view, where nearly every file names a count,
        // asking it too cost 0.2% more instructions (2.8 M on the corpus).
        let loops = context.mentions("indices") || context.mentions("enumerated") || !showsList && context.mentions("count")
            || showsList && (context.mentions("IndexSet") || context.mentions("onDelete"))
        // `let i = items.count - 1` after `items.append(…)`: the position of the element just added.
        let appends = context.mentions("append") && context.mentions("count")
        guard looksUp || loops || appends else { return [] }
        let file = context.file
        // In source order: the `await`s found in them must be.
        let searched = showsList ? nil : LookupMembers.ranges(in: context, loops: loops, appends: appends).sorted { $0.lowerBound < $1.lowerBound }
        guard searched?.isEmpty != true else { return [] }
        // `await` is a keyword, which the trigger words do not index: one byte search.
        let keywords = (searched.map { $0.flatMap { ByteSearch.offsets(of: "await", in: file.bytes, within: $0) } }
            ?? ByteSearch.offsets(of: "await", in: file.bytes)).compactMap { file.token(startingAt: $0) }
            .filter { file.isKeyword($0, "await") }
        // `await MainActor.run { … }` in a view's main-actor code runs at once: no wait.
        let immediate = Set(keywords.filter { ImmediateMainActorRun.at($0, in: context) })
        let waits = immediate.isEmpty ? keywords : keywords.filter { !immediate.contains($0) }
        // A block handed to a queue runs later too: its `{` is where the code waits. Searched for in
        // the members that find a position, in a view as in a model.
        let hops: [Int]
        if !looksUp || !context.mentions("DispatchQueue") {
            hops = []
        } else if let searched {
            hops = searched.flatMap { QueueHop.blocks(in: file, within: $0) }.sorted()
        } else {
            // In a view, the blocks of members that find a position themselves (one search of the
            // file for the blocks, then of each block's member for a lookup).
            hops = QueueHop.blocks(in: file, within: 0..<file.bytes.count).filter { QueueHop.memberLooksUp(around: $0, in: file) }
        }
        let awaits = hops.isEmpty ? waits : (waits + hops).sorted()
        guard !awaits.isEmpty else { return [] }
        var out: [Finding] = []
        var reported = Set<Int>()
        // A position whose scope holds no `await` (most of them) is not read further.
        func waitsIn(_ kept: KeptIndex) -> Bool {
            let low = kept.loop ?? kept.from
            let high = kept.loop.flatMap { file.tree.match($0) } ?? kept.to
            var a = 0, b = awaits.count
            while a < b { let m = (a + b) / 2; if awaits[m] < low { a = m + 1 } else { b = m } }
            return a < awaits.count && awaits[a] < max(high, kept.to)
        }
        // The members that wait: the body of the `func`, `var` or `init` around each `await` (read from the
        // braces alone: the file's types need not be scanned for it).
        var waiting: [Range<Int>] = []
        for a in awaits where !waiting.contains(where: { $0.contains(file.tokens[a].start) }) {
            if let open = IndexAcrossAwait.memberBody(around: a, in: file), let close = file.tree.match(open) {
                waiting.append(file.range(from: open, through: close))
            }
        }
        for kept in KeptIndex.all(in: context, waiting: waiting) where waitsIn(kept) {
            guard let (write, suspension, countChecked) = firstWriteAfterAwait(kept, hops: hops, immediate: immediate, in: file), reported.insert(write.first).inserted,
                  let why = shiftReason(kept, at: kept.name, countChecked: countChecked, in: context) else { continue }
            let name = file.text(kept.name)
            let collection = kept.collection.joined(separator: ".")
            // Where the `await` is, counted from the write (a line number would cost a walk from the file's start).
            let (low, high) = (min(suspension, write.first), max(suspension, write.first))
            let lines = file.bytes[file.tokens[low].start..<file.tokens[high].start].reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
            let place = lines == 0 ? "on this line" : "\(lines) line\(lines == 1 ? "" : "s") \(suspension < write.first ? "above" : "below")"
            // Written before the `await`: in the loop's next pass, or once the awaited value is there.
            let when = suspension < write.first ? "" : kept.loop != nil ? " in the loop's next pass" : " (it writes the awaited value)"
            let hop = file.tokens[suspension].kind == .leftBrace
            let point = hop ? "the block handed to the queue" : "the `await`"
            let waiting = hop ? "until the queue runs the block" : "while the task waits there"
            out.append(metadata.finding(
                range: file.range(from: write.first, through: write.last),
                message: "`\(name)` is a position in `\(collection)` found before \(point) \(place), and this write runs \(hop ? "in" : "after") it\(when): \(waiting), \(why), so `\(collection)[\(name)]` can be another element, or past the end, and this write lands on it; look the element up again \(hop ? "in the block" : "after the `await`"), by its id",
                fix: Fix.blocked("where the write belongs once its element is gone is the app's decision")))
        }
        return out
    }

    /// The first write through `collection[name]` that runs after an `await` that follows the
    /// binding (or, in a loop over positions, any `await` of the loop: the next pass comes after it),
    /// unless the code checks the element again in between; and whether it checks the collection's
    /// count there (`guard count == items.count`), which catches removals and insertions.
    func firstWriteAfterAwait(_ kept: KeptIndex, hops: [Int], immediate: Set<Int> = [], in file: SourceFile) -> (write: (first: Int, last: Int), suspension: Int, countChecked: Bool)? {
        let t = file.tokens
        let name = file.text(kept.name)
        var awaits: [Int] = []
        var loopAwait: Int?
        if let loop = kept.loop, let close = file.tree.match(loop) {
            // An `await` whose block then leaves the loop (`guard … else { await confirm(); return }`) never
            // comes before a later pass.
            loopAwait = (loop + 1..<close).first {
                file.isKeyword($0, "await") && inLine($0, within: loop, in: file) && !leavesLoop(after: $0, loop: loop, in: file)
            }
        }
        var j = kept.from
        while j < kept.to {
            defer { j += 1 }
            if file.isKeyword(j, "await") {
                if !immediate.contains(j) { awaits.append(j) }
                continue
            }
            if file.tokens[j].kind == .leftBrace, hops.contains(j) { awaits.append(j) }
            guard t[j].kind == .identifier, file.tokenIs(j, name) else { continue }
            // A closure's parameter of that name (`forEach { index in … }`) is another position there.
            if let scope = file.tree.enclosing(j), t[scope].kind == .leftBrace, scope >= kept.from,
               let signature = file.closureSignature(of: scope), signature.parameters.contains(j), let close = file.tree.match(scope) {
                j = close
                continue
            }
            // Found again, or shadowed: the later uses in that scope are of another position.
            let declares = file.previous(before: j).map { file.isKeyword($0, "let") || file.isKeyword($0, "var") } ?? false
            let assigns = file.next(after: j).map { file.tokenIs($0, "=") && file.isBinaryOperator($0) } ?? false
            if declares || assigns {
                guard declares, let scope = file.tree.enclosing(j), scope > kept.from, let close = file.tree.match(scope),
                      close < kept.to else { return nil }
                // A name declared in a nested block or closure (`{ pair in let i = … }`) shadows it there only.
                j = close
                continue
            }
            guard let write = write(through: j, kept, in: file) else { continue }
            // `photos[i].thumbnail = await make()`: the write is made once the value is there.
            let statementEnd = file.statementEnd(startingAt: write.first, limit: kept.to)
            let inValue = statementEnd > write.last ? (write.last + 1...statementEnd).first { file.isKeyword($0, "await") } : nil
            let inLoop = loopAwait.flatMap { a in kept.loop.flatMap { inLine(write.first, within: $0, in: file) ? a : nil } }
            guard let suspension = awaits.first(where: { runsBefore($0, write.first, in: file) }) ?? inValue ?? inLoop else { continue }
            var checks = checks(kept, between: min(suspension, write.first), and: write.first, in: file)
            if suspension > write.first, let loop = kept.loop, let close = file.tree.match(loop) {
                // The next pass: what the rest of this pass checks after the `await` runs before the write.
                let rest = self.checks(kept, between: suspension, and: close, in: file)
                checks = (checks.element || rest.element, checks.count || rest.count)
            }
            if checks.element { return nil }
            return (write, suspension, checks.count)
        }
        return nil
    }

    /// Whether the code after the `await` at `a` leaves the loop whose `{` is `loop` in every case: a
    /// `return`, `break` or `throw` among the statements after it in its block or a block around it,
    /// up to the loop's own.
    func leavesLoop(after a: Int, loop: Int, in file: SourceFile) -> Bool {
        let t = file.tokens
        var block = file.tree.enclosing(a)
        while let open = block, open >= loop {
            guard t[open].kind == .leftBrace, let close = file.tree.match(open) else { block = file.tree.enclosing(open); continue }
            for k in (a + 1)..<close where t[k].kind == .keyword && file.tree.enclosing(k) == open {
                if file.isKeyword(k, "return") || file.isKeyword(k, "break") || file.isKeyword(k, "throw") { return true }
            }
            if open == loop { return false }
            block = file.tree.enclosing(open)
        }
        return false
    }

    /// The `{` of the member around token `i`: the body of the `func`, `var` or `init` that holds it,
    /// else the outermost brace (read from the braces alone: the file's types need not be scanned).
    static func memberBody(around i: Int, in file: SourceFile) -> Int? {
        var member: Int?
        var scope = file.tree.enclosing(i)
        while let open = scope {
            if file.tokens[open].kind == .leftBrace {
                member = open
                if isDeclarationBody(open, in: file) { break }
            }
            scope = file.tree.enclosing(open)
        }
        return member
    }

    /// Whether the brace `open` is the body of a `func`, a computed `var` or an `init`.
    static func isDeclarationBody(_ open: Int, in file: SourceFile) -> Bool {
        RowContainer.declaredName(ofBody: open, in: file) != nil || file.isInitializerBody(open)
    }

    /// Whether token `i` runs in line with the block at `open`: every brace between them is a
    /// statement's block, not a closure that runs at another time.
    func inLine(_ i: Int, within open: Int, in file: SourceFile) -> Bool {
        var scope = file.tree.enclosing(i)
        while let inner = scope, inner != open {
            guard file.tokens[inner].kind == .leftBrace, statementKeyword(of: inner, in: file) != nil else { return false }
            scope = file.tree.enclosing(inner)
        }
        return scope == open
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

    /// Whether the code after `suspension` reaches `use` in the same run: every brace around the
    /// `await` that does not hold `use` is a statement's block (`if`, `do`, `for`), not a closure
    /// that runs at another time; `use` comes after that whole statement, not in another branch of
    /// it; no such block is a `guard`'s `else` or leaves after the `await` (`return`, `throw`); and
    /// the two are not in different cases of one `switch`.
    func runsBefore(_ suspension: Int, _ use: Int, in file: SourceFile) -> Bool {
        guard suspension < use else { return false }
        let t = file.tokens
        // A queue's block: what runs in it runs later; what follows it runs first.
        if t[suspension].kind == .leftBrace { return file.tree.match(suspension).map { use < $0 } ?? false }
        var scope = file.tree.enclosing(suspension)
        while let open = scope, let close = file.tree.match(open), close < use {
            guard t[open].kind == .leftBrace, let statement = statement(holding: open, in: file),
                  let keyword = statementKeyword(of: open, in: file), keyword != "guard" else { return false }
            // `do { try await save() } catch { items[i].done.toggle() }`: the `catch` runs once the
            // awaited call threw, after the wait (an optimistic change rolled back).
            if keyword == "do", use <= statement.last {
                return file.previous(before: suspension).map { file.isKeyword($0, "try") } == true
            }
            guard use > statement.last else { return false }
            for s in file.statements(inBody: open) where s.first > suspension {
                if file.isKeyword(s.first, "return") || file.isKeyword(s.first, "throw") || file.isKeyword(s.first, "break")
                    || file.isKeyword(s.first, "continue") { return false }
            }
            scope = file.tree.enclosing(open)
        }
        // In one `switch` body: a `case` between them starts another branch.
        if let open = scope, t[open].kind == .leftBrace, statementKeyword(of: open, in: file) == "switch" {
            var k = suspension
            while k < use {
                if file.tree.enclosing(k) == open, file.isKeyword(k, "case") || file.isKeyword(k, "default") { return false }
                k += 1
            }
        }
        return true
    }

    /// The statement of the brace's parent body that holds the brace `open`.
    func statement(holding open: Int, in file: SourceFile) -> Statement? {
        guard let parent = file.tree.enclosing(open), file.tokens[parent].kind == .leftBrace else { return nil }
        return file.statements(inBody: parent).first { $0.first <= open && open <= $0.last }
    }

    /// The keyword of the statement whose block the brace `open` is (`if`, `guard`, `for`, `while`,
    /// `switch`, `do`, `repeat`, or an `else` or `catch` of one), or nil for a closure: a closure in
    /// a condition (`if items.contains(where: { … }) {`) sits in parentheses, not in the body.
    func statementKeyword(of open: Int, in file: SourceFile) -> String? {
        guard let statement = statement(holding: open, in: file) else { return nil }
        let first = statement.first
        if file.isKeyword(first, "if") { return "if" }
        if file.isKeyword(first, "guard") { return "guard" }
        if file.isKeyword(first, "for") { return "for" }
        if file.isKeyword(first, "while") { return "while" }
        if file.isKeyword(first, "switch") { return "switch" }
        if file.isKeyword(first, "do") { return "do" }
        if file.isKeyword(first, "repeat") { return "repeat" }
        return nil
    }

    /// What the `if`, `guard` and `while` conditions between the `await` and the write compare:
    /// `collection[name]` (the code checks that the position still holds its element), or the
    /// collection's `count`.
    func checks(_ kept: KeptIndex, between start: Int, and end: Int, in file: SourceFile) -> (element: Bool, count: Bool) {
        let name = file.text(kept.name)
        let collection = kept.collection.last ?? ""
        var count = false
        // `if Task.isCancelled { break }`, `try Task.checkCancellation()` between the wait and the write:
        // the task stops once cancelled, and code that replaces the collection may cancel it first
        // (`responseTask?.cancel(); messages.removeAll()`), which listfix does not follow. Unknown: nothing to say.
        for k in start..<end where file.tokens[k].kind == .identifier
            && (file.tokenIs(k, "isCancelled") || file.tokenIs(k, "checkCancellation")) {
            return (true, count)
        }
        var j = start
        while j < end {
            defer { j += 1 }
            guard file.isKeyword(j, "guard") || file.isKeyword(j, "if") || file.isKeyword(j, "while") else { continue }
            let stop = min(end, file.statementEnd(startingAt: j, limit: end))
            var mentionsIndex = false
            var mentionsCollection = false
            var mentionsCount = false
            var compares = false
            var k = j
            while k <= stop {
                // The position beside the collection (`items[i].id == id`, `items.firstIndex(…) == i`); a
                // comparison of the position with anything else (`selected == i`) checks nothing of the element.
                if file.tokenIs(k, name) { mentionsIndex = true }
                if file.tokenIs(k, collection) { mentionsCollection = true }
                if file.tokenIs(k, "count"), let dot = file.previous(before: k), file.tokens[dot].kind == .period,
                   let owner = file.previous(before: dot), file.tokenIs(owner, collection) { mentionsCount = true }
                if file.tokens[k].kind == .operator, ["==", "!=", "===", "!=="].contains(file.text(k)) { compares = true }
                k += 1
            }
            if mentionsIndex && mentionsCollection && compares && !mentionsCount { return (true, count) }
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
            // `var tracks = self.tracks`: a local copy, which nothing else can change while the task waits.
            guard DataOrigin.local(last, at: i, in: context) == nil, let owner = context.enclosingType(of: i),
                  // Written in an extension (`extension ChatModel: Listener`), the property is the type's.
                  let property = owner.properties.first(where: { $0.name == last && !$0.isStatic })
                    ?? context.declarations.property(last, of: owner.name).flatMap({ $0.isStatic ? nil : $0 }),
                  !property.isLet else { return nil }
            changes = property.isPrivate
                ? context.analysis(FileWrites.self).changes(last, ownedBy: owner.name, context)
                    .union(context.declarations.receiverChanges(of: last))
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
