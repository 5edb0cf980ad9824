import SwiftTokens

/// Rows of lazy containers whose view count SwiftUI cannot know from their type: `AnyView`, an
/// `if` without `else`, branches that make different counts. Branches that agree are left alone
/// (`wrapsConstantBranches` wraps them anyway, as a style).
struct UnaryRow: ConfigurableRule {
    let metadata = RuleMetadata(
        id: "unary-row",
        fixSafety: .sometimes,
        triggers: ["ForEach", "List"],
        facts: .lazyPlacements)

    /// `[unary-row] wrap-constant-branches`: wrap branches of one view each, whose count is already constant.
    var wrapsConstantBranches: Bool

    init(wrapsConstantBranches: Bool = false) {
        self.wrapsConstantBranches = wrapsConstantBranches
    }

    func configured(_ settings: RuleSettings) -> any Rule {
        UnaryRow(wrapsConstantBranches: settings.wrapsConstantBranches)
    }

    /// Modifiers that SwiftUI reads only on a row's top-level view: inside a stack they stop working.
    static let rowTraits: [StaticString] = [
        "tag", "listRowBackground", "listRowInsets", "listRowSeparator", "listRowSeparatorTint",
        "listSectionSeparator", "swipeActions", "deleteDisabled", "moveDisabled", "selectionDisabled",
        "badge", "listItemTint",
        // A row's insertion and removal animate with its top-level view's transition; inside a stack
        // the stack is what is inserted.
        "transition",
    ]

    func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        var out: [Finding] = []
        /// The member paths this file hands to a control as a binding (`$model.flag`), found once.
        var bound: Set<String>?
        for call in context.calls where call.kind == .forEach || (call.kind == .list && call.data != nil) {
            guard let closure = call.content else { continue }
            guard let container = lazyContainer(of: call, context) else { continue }
            let row = RowBody(file, closure: closure)
            let place = Place(call: call, row: row, container: container)
            let finding: Finding?
            switch row.shape {
            case .empty, .conditionalCompilation:
                continue
            case .single(let s):
                // `row(for: item)`: a view member of this type whose body is the branch.
                finding = helperRowFinding(context, place, s) ?? projectViewRowFinding(context, place, s)
            case .several(let views):
                // A `Section` or a nested `ForEach` beside other views: rows of rows, which the count
                // does not model. A `Group` is counted by its children, modifiers or not.
                if views.contains(where: { isRowsOfRows(file, $0) }) { continue }
                // A filler beside a List row's views is a row of its own whatever the data: the screen shows it.
                if let filler = fillerRowFinding(context, place, views) {
                    out.append(filler)
                    continue
                }
                finding = siblingsFinding(context, place, views)
            case .branch(let s):
                finding = branchFinding(context, place, s)
            case .anyView(let s, let open):
                finding = anyViewFinding(context, call, s, open, stack: place.stack)
            }
            // A fixed list (`allCases`, a literal, a `static let`) has few rows that never change: evaluating
            // each row's body once to find them costs nothing worth a change. (Asked last: it walks.)
            guard var finding else { continue }
            // Where the rows are placed belongs to the finding, before the reason there is no fix.
            let placement = container.sharedMember.map { " (`\($0)` is placed in a `\(container.name)`, among other places)" }
                ?? container.placedView.map { view in container.name == "lazy container"
                    ? " (the project places `\(view)` in lazy containers)" : " (the project places `\(view)` in a `\(container.name)`)" }
            if let placement {
                let end = finding.message.firstRange(of: "; no automatic fix")?.lowerBound ?? finding.message.endIndex
                finding.message.insert(contentsOf: placement, at: end)
            }
            let origin = call.dataTokens(file).map { DataOrigin.of($0.first, $0.last, in: context) } ?? .unknown
            switch origin {
            case .constant:
                continue
            case .changing, .replaced, .appendedOnly, .filledOnAppear:
                // Each change of the data while it is shown makes SwiftUI evaluate every row again: a hazard.
                out.append(finding)
            case .unknown:
                // A row whose shape reads state that changes while shown (`if !showFavoritesOnly || …`)
                // appears and disappears with it: each change takes the slow path again.
                if let open = call.content, rowReadsChangingState(open, context, bound: &bound) {
                    out.append(finding)
                    continue
                }
                // Nothing shows the rows change: how often SwiftUI takes the slow path is unknown, so the
                // rewrite is a migration, made only where it is safe.
                guard finding.fix?.applicability.isSafe == true else { continue }
                finding.severity = .note
                out.append(finding)
            }
        }
        return out
    }

    /// Whether the row closure opened at `open` reads a member that changes while shown: one written
    /// as state is (`DataOrigin`), or one this file hands to a control as a binding
    /// (`Toggle(isOn: $userData.showFavoritesOnly)`), which the control writes.
    func rowReadsChangingState(_ open: Int, _ context: RuleContext, bound: inout Set<String>?) -> Bool {
        let file = context.file
        let t = file.tokens
        guard let close = file.tree.match(open), open + 1 < close else { return false }
        // What decides how many views the row makes: the conditions of its `if`, `guard`, `switch`
        // and `while` statements at any depth, the lines of its ternaries, and the values of the
        // locals they read. A tap's action, which makes no view, is passed over; state the row only
        // writes (`selected = split`) changes no row's count.
        var ranges: [ClosedRange<Int>] = []
        var locals: [String: ClosedRange<Int>] = [:]
        var j = open + 1
        while j < close {
            if t[j].kind == .leftBrace, PositionKeyedRows.isTapAction(j, in: file), let end = file.tree.match(j) {
                j = end + 1
                continue
            }
            if t[j].kind == .keyword,
               file.tokenIs(j, "if") || file.tokenIs(j, "guard") || file.tokenIs(j, "switch") || file.tokenIs(j, "while") {
                var k = j + 1
                while k < close, t[k].kind != .leftBrace {
                    if (t[k].kind == .leftParen || t[k].kind == .leftBracket), let end = file.tree.match(k) { k = end }
                    k += 1
                }
                if j + 1 < k { ranges.append((j + 1)...(k - 1)) }
            } else if t[j].kind == .operator, file.tokenIs(j, "?"), j > 0, t[j - 1].kind.isTrivia {
                // A ternary: its line up to the `?`.
                var start = j
                while let p = file.previous(before: start), p > open, !file.lineBreakBetween(p, start) { start = p }
                if start < j { ranges.append(start...(j - 1)) }
            } else if file.isKeyword(j, "let") || file.isKeyword(j, "var"), let name = file.next(after: j), t[name].kind == .identifier,
                      let equals = file.next(after: name), t[equals].kind == .operator, file.tokenIs(equals, "="),
                      let value = file.next(after: equals) {
                let end = file.statementEnd(startingAt: value, limit: close - 1)
                if value <= end { locals[file.text(name)] = value...end }
            }
            j += 1
        }
        // The locals a condition reads (`let visible = query.isEmpty || …; if visible { … }`).
        if !locals.isEmpty {
            for range in ranges {
                for k in range where t[k].kind == .identifier {
                    if let value = locals.removeValue(forKey: file.text(k)) { ranges.append(value) }
                }
            }
        }
        for path in ranges.flatMap({ DataOrigin.paths(in: $0, context: context, readsOnly: true) }) {
            if path.origin.changeReason != nil { return true }
            // Bindings are asked for only when a path's origin says nothing: the file is walked once.
            if bound == nil {
                var found = Set<String>()
                for i in t.indices where t[i].kind == .identifier && file.bytes[t[i].start] == UInt8(ascii: "$") {
                    if let p = MemberPath.parse(file, at: i) { found.insert(String(p.text(file).dropFirst())) }
                }
                bound = found
            }
            let text = path.text.hasPrefix("self.") ? String(path.text.dropFirst(5)) : path.text
            if bound!.contains(text) { return true }
        }
        return false
    }

    /// Where a row is: its call, its body and its lazy container.
    struct Place {
        var call: RowsCall
        var row: RowBody
        var container: LazyContainer
        var containerName: String { container.name }
        /// The stack that wraps a row there.
        var stack: String { container.horizontal ? "HStack" : "VStack" }
    }

    /// A lazy container as a row sees it: its name, its layout arguments as written, and, when the
    /// rows are a view's `body`, the view the project places in it.
    struct LazyContainer {
        var name: String
        var layout: String
        var horizontal: Bool
        var placedView: String? = nil
        /// The view member the rows are the body of, used in several containers of this file.
        var sharedMember: String? = nil
        /// Whether those containers are stacks of one axis with one layout, which one stack matches.
        var sharedLayoutsAgree = false
    }

    /// The lazy container of the call's rows: the call's own (`List(data) { … }`), one around it in
    /// this file, or, for rows that are a view's `body`, the one the project places that view in.
    func lazyContainer(of call: RowsCall, _ context: RuleContext) -> LazyContainer? {
        let file = context.file
        if call.kind == .list { return LazyContainer(name: "List", layout: "", horizontal: false) }
        let walk = RowContainer.walk(from: call.nameToken, in: file, depth: 0)
        switch RowContainer.of(walk, in: file) {
        case .lazy(let name, let horizontal):
            return LazyContainer(name: file.text(name), layout: RowContainer.layoutArguments(file, name), horizontal: horizontal)
        case .eager:
            return nil
        case .unknown:
            // A helper used in several places: its rows are lazy where one of them is.
            if case .shared(let member) = walk { return sharedContainer(member, context) }
            guard case .body = walk, let type = context.enclosingTypeHeader(of: call.nameToken), type.conformances.contains("View") || type.kind == .extension,
                  case let name = TypeResolver.lastName(type.name),
                  let placed = context.declarations.lazyContainer(placing: type.name) else { return nil }
            // Placed in lazy containers that differ: the rows are lazy, but no one stack fits them all.
            guard !placed.isEmpty else { return LazyContainer(name: "lazy container", layout: "", horizontal: false, placedView: name) }
            let open = placed.firstIndex(of: "(") ?? placed.endIndex
            let kind = String(placed[..<open])
            return LazyContainer(name: kind, layout: String(placed[open...]), horizontal: kind == "LazyHStack" || kind == "LazyHGrid",
                                 placedView: name)
        }
    }

    /// The lazy container of rows that are the body of the view member declared at `member`, used in
    /// several places: the first lazy one its uses in its own type put the rows in (another type's
    /// `content` is its own). One use is that use's container.
    func sharedContainer(_ member: Int, _ context: RuleContext) -> LazyContainer? {
        let file = context.file
        let declaring = context.enclosingType(of: member)?.name
        let uses = RowContainer.uses(of: member, in: file, upTo: 16).filter { context.enclosingType(of: $0)?.name == declaring }
        // The call that takes each use's rows; beyond the uses read, one more might sit in a stack of another layout.
        let owners: [Int?] = uses.count == 16 ? [nil] : uses.map { use in
            if case .owner(.call(let callee)) = RowContainer.walk(from: use, in: file, depth: 1) { return callee }
            return nil
        }
        guard let (lazy, horizontal) = owners.lazy.compactMap({ owner -> (Int, Bool)? in
            guard let owner, case .lazy(_, let horizontal) = RowContainer.of(.owner(.call(owner)), in: file) else { return nil }
            return (owner, horizontal)
        }).first else { return nil }
        let layout = RowContainer.layoutArguments(file, lazy)
        guard uses.count > 1 else { return LazyContainer(name: file.text(lazy), layout: layout, horizontal: horizontal) }
        // Every use in a stack of one axis and one layout (`VStack(spacing: 0)`, `LazyVStack(spacing: 0)`):
        // a stack with that layout lays the row out as each of them does.
        let stacks = horizontal ? ["HStack", "LazyHStack"] : ["VStack", "LazyVStack"]
        let oneLayout = owners.allSatisfy { owner in
            owner.map { o in stacks.contains { file.tokenIs(o, $0) } && RowContainer.layoutArguments(file, o) == layout } ?? false
        }
        return LazyContainer(name: file.text(lazy), layout: layout, horizontal: horizontal,
                             sharedMember: file.text(member), sharedLayoutsAgree: oneLayout)
    }

    func isRowsOfRows(_ file: SourceFile, _ s: Statement) -> Bool {
        file.tokens[s.first].kind == .identifier && (file.tokenIs(s.first, "Section") || file.tokenIs(s.first, "ForEach"))
    }

    /// Sibling views add up: a constant sum is no finding; one sibling whose count varies is. In a
    /// lazy stack a stack with its own layout around them keeps the screen; elsewhere each is a row.
    func siblingsFinding(_ context: RuleContext, _ place: Place, _ views: [Statement]) -> Finding? {
        let file = context.file
        let reader = context.viewCountReader(at: place.call.nameToken)
        guard let s = views.first(where: { if case .varies = context.declarations.viewCount(of: reader.term($0)) { return true }; return false }),
              case .varies(let variation) = context.declarations.viewCount(of: reader.term(s)) else { return nil }
        let what = file.tokens[s.first].kind == .keyword ? "`\(file.text(s.first))`" : "`\(file.text(s.first))` view"
        let range = file.tokens[s.first].range
        let message = "this `\(place.call.kind.rawValue)` row's \(what) \(UnaryRow.describe(variation)), so the row's view count varies and SwiftUI evaluates every row's body to find the rows' identities"
        let containerName = place.containerName
        guard containerName == "LazyVStack" || containerName == "LazyHStack" else {
            return metadata.finding(range: range, message: message,
                                    fix: Fix.blocked("the row makes \(views.count) sibling views, each its own row, which a stack would merge into one"))
        }
        let inner = context.viewCountReader(at: place.call.nameToken, seesThroughAnyView: true)
        // One view always there, so that the stack is never empty (an empty one would still take its spacing).
        let alwaysThere = views.contains { UnaryRow.isPlainCount(context.declarations.viewCount(of: reader.term($0))) }
        guard alwaysThere else {
            return metadata.finding(range: range, message: message,
                                    fix: Fix.blocked("every one of the row's views is conditional, and a stack left empty would still take the `\(containerName)`'s spacing"))
        }
        guard views.allSatisfy({ context.declarations.isStackable(inner.term($0)) }) else {
            return metadata.finding(range: range, message: message,
                                    fix: Fix.blocked("listfix cannot tell that a stack would lay out every one of the row's views as the `\(containerName)` does"))
        }
        // A sibling's row trait (`.transition`, `.tag`) works on it as a row; inside a stack it would not.
        for view in views {
            if let trait = file.modifierChain(after: file.callEnd(from: view.first)).first(where: { m in
                UnaryRow.rowTraits.contains { file.tokenIs(m.name, $0) } }) {
                return metadata.finding(range: range, message: message,
                                        fix: Fix.blocked("`.\(file.text(trait.name))` is a row modifier that a stack would hide from the list"))
            }
        }
        return lazyStackWrap(context, place, Statement(first: views[0].first, last: views[views.count - 1].last),
                             range: range, message: message, what: "the row's views")
    }

    static func describe(_ variation: ViewCount.Variation) -> String {
        switch variation {
        case .anyView: return "erases its type with `AnyView`"
        case .optional: return "makes a view for some elements only"
        case .forEach: return "is a `ForEach`, as many views as its data has elements"
        case .differentBranches: return "makes different numbers of views on different paths"
        }
    }

    func branchFinding(_ context: RuleContext, _ place: Place, _ s: Statement) -> Finding? {
        let file = context.file
        let keyword = file.text(s.first)
        let range = file.tokens[s.first].range
        let name = place.call.kind.rawValue
        let arms: [[Statement]]
        switch ViewCountReader.branches(of: s, in: file) {
        case .incomplete(let bodies):
            // `ForEach(Array(tasks.keys)) { id in if let task = tasks[id] { … } }`: a key's own value is always there.
            if UnaryRow.looksUpOwnKey(file, s, place.call) { return nil }
            return mayBeEmptyFinding(context, place, s, bodies: bodies)
        case .unreadable: return nil
        case .complete(let complete): arms = complete
        }
        let reader = context.viewCountReader(at: s.first)
        let counts = arms.map { context.declarations.viewCount(of: reader.term($0)) }
        func varies(_ v: ViewCount.Variation) -> Bool { counts.contains(.varies(v)) }
        // A path with no view beside paths with some: a stack would leave empty rows.
        let lead = "this `\(name)` row's top-level `\(keyword)`"
        let cost = "so SwiftUI evaluates every row's body to find the rows' identities"
        if counts.contains(.exactly(0)) && counts.contains(where: { $0 != .exactly(0) }) {
            return mayBeEmptyFinding(context, place, s)
        }
        // Every path makes views, but one of them holds an `if` of its own (in a view it calls): the
        // `if` here is not what leaves rows out, and filtering by its condition would not help.
        if varies(.optional) {
            return metadata.finding(range: range, message: "\(lead) has a branch that makes a view for some elements "
                + "only (an `if` inside it or in a view it calls), \(cost)", fix: Fix.blocked("the condition is inside that branch"))
        }
        if varies(.anyView) {
            let message = "\(lead) has `AnyView` in a branch, which hides the row's view count, \(cost)"
            let inner = context.viewCountReader(at: s.first, seesThroughAnyView: true)
            let seen = arms.map { context.declarations.viewCount(of: inner.term($0)) }
            guard !varies(.forEach), seen.allSatisfy({ $0 == .exactly(1) }) else {
                return metadata.finding(range: range, message: message,
                                        fix: Fix.blocked(UnaryRow.whyNotOne(seen) ?? "a branch's views do not count one"))
            }
            return oneViewWrap(context, place, s, range: range, message: message, style: false)
        }
        if varies(.forEach) {
            return metadata.finding(range: range, message: "\(lead) has a `ForEach` in a branch, whose view count is its data's, \(cost)",
                                    fix: Fix.blocked())
        }
        guard case .varies = ViewCount.common(counts) else {
            // The branches agree (or listfix cannot count one): SwiftUI's count is constant, or not known to vary.
            guard wrapsConstantBranches, counts.allSatisfy({ $0 == .exactly(1) }) else { return nil }
            return oneViewWrap(context, place, s, range: range, message: "\(lead) makes one view on every path, so SwiftUI's view count is already constant; `wrap-constant-branches` wraps it anyway, as a style, not for speed", style: true)
        }
        let message = "\(lead) has branches that make different numbers of views (\(UnaryRow.describe(counts))), so its view count varies and SwiftUI evaluates every row's body to find the rows' identities"
        if let why = UnaryRow.whyNotOne(counts.filter { !UnaryRow.isPlainCount($0) }) {
            return metadata.finding(range: range, message: message, fix: Fix.blocked(why))
        }
        return differingWrap(context, place, s, arms, range: range, message: message)
    }

    /// `exactly(n)` with n of one or more.
    static func isPlainCount(_ count: ViewCount) -> Bool {
        if case .exactly(let n) = count { return n > 0 }
        return false
    }

    /// The branches' counts for a message: "2 and 1", "a `Section` and 1".
    static func describe(_ counts: [ViewCount]) -> String {
        var seen: [String] = []
        for count in counts {
            let text: String
            switch count {
            case .exactly(let n): text = "\(n)"
            case .section: text = "a `Section`"
            case .unknown, .varies: continue
            }
            if !seen.contains(text) { seen.append(text) }
        }
        guard seen.count > 1 else { return seen.first ?? "" }
        return seen.dropLast().joined(separator: ", ") + " and " + seen.last!
    }

    /// Why views that should count one do not, or nil when they all do.
    static func whyNotOne(_ counts: [ViewCount]) -> String? {
        for count in counts {
            switch count {
            case .exactly(1): continue
            case .exactly(let n): return "a branch makes \(n) views, each its own row, which a stack would merge into one"
            case .section: return "a branch is a `Section`, whose rows a stack would merge into one"
            case .unknown(let name?): return "`\(name)`'s body may be several rows, which a stack would merge into one"
            case .unknown(nil): return "listfix cannot count a branch's views"
            case .varies: return "a branch's view count varies"
            }
        }
        return nil
    }

    /// The wrap of a branch whose every path is one view: the row traits they share move onto the stack.
    func oneViewWrap(_ context: RuleContext, _ place: Place, _ s: Statement, range: Range<Int>, message: String, style: Bool) -> Finding {
        let file = context.file
        guard case .oneView(let leaves) = RowBranch.of(s, in: file) else {
            return metadata.finding(range: range, message: message, fix: Fix.blocked(for: "this row"))
        }
        switch RowTraitSuffix.common(leaves, in: file, traits: UnaryRow.rowTraits) {
        case .different(let modifier):
            return metadata.finding(range: range, message: message,
                                    fix: Fix.blocked("`.\(modifier)` is a row modifier that a stack would hide from the list, and the branches do not all end in it"))
        case .suffix(let suffix):
            let edits = StackWrap.edits(file, s, container: place.stack, hoisting: suffix, layout: context.layout)
            let hoisted = suffix.map { " and move `\(file.text(file.tokens[$0.first].kind == .period ? $0.first + 1 : $0.first))` onto it" } ?? ""
            let why = style ? " (style: the count is already constant)" : ""
            return metadata.finding(range: range, message: message,
                                    fix: Fix(message: "Wrap the row in one `\(place.stack)`\(hoisted)\(why)", edits: edits, applicability: .safe))
        }
    }

    /// Branches whose counts differ: a lazy stack lays the views out one after another, so a stack
    /// with its own alignment and spacing keeps the screen; a list or a grid would merge them.
    func differingWrap(_ context: RuleContext, _ place: Place, _ s: Statement, _ arms: [[Statement]],
                       range: Range<Int>, message: String) -> Finding {
        let file = context.file
        let leaves = arms.flatMap { $0.filter { !file.isKeyword($0.first, "let") && !file.isKeyword($0.first, "var") } }
        switch RowTraitSuffix.common(leaves, in: file, traits: UnaryRow.rowTraits) {
        case .different(let modifier):
            return metadata.finding(range: range, message: message,
                                    fix: Fix.blocked("`.\(modifier)` is a row modifier that a stack would hide from the list"))
        case .suffix(let hoisted?):
            return metadata.finding(range: range, message: message,
                                    fix: Fix.blocked("`.\(file.text(hoisted.name))` is a row modifier that a stack would hide from the list"))
        case .suffix(nil):
            break
        }
        let containerName = place.containerName
        if containerName == "lazy container", let view = place.container.placedView {
            return metadata.finding(range: range, message: message,
                                    fix: Fix.blocked("`\(view)` is placed in lazy containers of different kinds"))
        }
        switch containerName {
        case "LazyVStack", "LazyHStack":
            let inner = context.viewCountReader(at: s.first, seesThroughAnyView: true)
            guard arms.allSatisfy({ context.declarations.isStackable(inner.term($0)) }) else {
                return metadata.finding(range: range, message: message,
                                        fix: Fix.blocked("listfix cannot tell that a stack would lay out every one of the row's views as the `\(containerName)` does"))
            }
            return lazyStackWrap(context, place, s, range: range, message: message, what: "the row")
        case "LazyVGrid", "LazyHGrid":
            let edits = StackWrap.edits(file, s, container: place.stack, layout: context.layout)
            return metadata.finding(range: range, message: message,
                                    fix: Fix(message: "Wrap the row in one `\(place.stack)`", edits: edits,
                                             applicability: .unsafe(reason: "in a `\(containerName)` each view is its own cell; the stack puts a branch's views in one cell")))
        default:
            let edits = StackWrap.edits(file, s, container: place.stack, layout: context.layout)
            return metadata.finding(range: range, message: message,
                                    fix: Fix(message: "Wrap the row in one `\(place.stack)`", edits: edits,
                                             applicability: .unsafe(reason: "in a `\(containerName)` each view is its own row; the stack merges a branch's views into one row, with one separator and one swipe")))
        }
    }

    /// A stack with the lazy stack's own alignment and spacing around `s`: the views inside are laid
    /// out one after another as before, and the row counts one.
    func lazyStackWrap(_ context: RuleContext, _ place: Place, _ s: Statement, range: Range<Int>, message: String,
                       what: String) -> Finding {
        let file = context.file
        // The stack must match the container's layout; a view placed by another view may be placed in others too.
        if let member = place.container.sharedMember, !place.container.sharedLayoutsAgree {
            return metadata.finding(range: range, message: message, fix: Fix.blocked(
                "`\(member)` is placed in several containers, whose layouts one stack could not match"))
        }
        if let view = place.container.placedView {
            return metadata.finding(range: range, message: message, fix: Fix.blocked(
                "`\(view)` is placed by another view, which may place it in other stacks too, whose layout one stack could not match"))
        }
        let containerName = place.containerName
        let stack = (containerName == "LazyVStack" ? "VStack" : "HStack") + place.container.layout
        let edits = StackWrap.edits(file, s, container: stack, layout: context.layout)
        return metadata.finding(range: range, message: message,
                                fix: Fix(message: "Wrap \(what) in one `\(stack)`, the `\(containerName)`'s own alignment and spacing",
                                         edits: edits, applicability: .safe))
    }

    /// An `if` without `else`, or a path that makes no view: the filter moves the condition into the data.
    /// `bodies`: the `if`'s bodies. One whose own count varies (`bubble(message)` with an `if` of its
    /// own) would leave the filtered row varying: no fix then.
    func mayBeEmptyFinding(_ context: RuleContext, _ place: Place, _ s: Statement, bodies: [[Statement]] = []) -> Finding? {
        let file = context.file
        let name = place.call.kind.rawValue
        let range = file.tokens[s.first].range
        let empty = "this `\(name)` row's top-level `\(file.text(s.first))` produces no view for some elements, so SwiftUI evaluates every row's body to find which rows exist; a stack would leave an empty row instead"
        let reader = context.viewCountReader(at: s.first)
        // `if store.isAvailable { Section { … } }`: filtered, each row would be a `Section`, which
        // SwiftUI flattens into its rows anyway (left alone, as rows that are `Section`s are).
        if bodies.contains(where: { context.declarations.viewCount(of: reader.term($0)) == .section }) { return nil }
        for body in bodies {
            guard case .varies(let variation) = context.declarations.viewCount(of: reader.term(body)) else { continue }
            return metadata.finding(range: range, message: empty, fix: Fix.blocked(
                "its body \(UnaryRow.describe(variation)) too (in itself or in a view it calls), so the row's view count would still vary once the data is filtered"))
        }
        switch RowFilter.make(context, place.call, place.row, s) {
        case .success(let edits):
            return metadata.finding(range: range, message: empty,
                                    fix: Fix(message: "Filter the data with the `if` condition", edits: edits, applicability: .safe))
        case .failure(let blocked):
            return metadata.finding(range: range, message: empty,
                                    fix: Fix.blocked("\(blocked.why). Filter the collection before it reaches `\(name)`, in the model"))
        }
    }

    func anyViewFinding(_ context: RuleContext, _ call: RowsCall, _ s: Statement, _ open: Int, stack: String) -> Finding {
        let file = context.file
        let t = file.tokens
        let range = t[s.first].range
        let message = "`AnyView` in a `\(call.kind.rawValue)` row erases the row's type, so SwiftUI cannot tell its shape without evaluating every row"
        let arguments = file.arguments(of: open)
        guard arguments.count == 1, arguments[0].label == nil, let first = arguments[0].valueFirst,
              let last = arguments[0].valueLast else {
            return metadata.finding(range: range, message: message)
        }
        let reader = context.viewCountReader(at: s.first, seesThroughAnyView: true)
        func count(_ f: Int, _ l: Int) -> ViewCount { context.declarations.viewCount(of: reader.expression(f, l, depth: 0)) }
        // The views in the `AnyView` must count one: that is what the row's own count becomes.
        func applicability(_ counts: [ViewCount]) -> Applicability {
            UnaryRow.whyNotOne(counts).map { .unsafe(reason: $0) } ?? .safe
        }
        // `AnyView(Row(...))`: the initializer alone.
        if isViewInitializer(file, first, last) {
            let inner = unwrapAnyView(file, first, last)
            return metadata.finding(range: range, message: message,
                                    fix: Fix(message: "Remove the `AnyView` wrapper",
                                             edits: [Edit(range: file.range(from: s.first, through: s.last), replacement: inner)],
                                             applicability: UnaryRow.removal(count(first, last))))
        }
        // `AnyView(cond ? A : B)`.
        let top = (first...last).filter { !t[$0].kind.isTrivia && file.tree.enclosing($0) == open }
        guard let question = top.first(where: { file.tokenIs($0, "?") && file.isBinaryOperator($0) }),
              let colon = top.first(where: { $0 > question && t[$0].kind == .colon }),
              let condLast = file.previous(before: question), let aFirst = file.next(after: question),
              let aLast = file.previous(before: colon), let bFirst = file.next(after: colon),
              isViewInitializer(file, aFirst, aLast), isViewInitializer(file, bFirst, last),
              !top.contains(where: { $0 > colon && (file.tokenIs($0, "?") || t[$0].kind == .colon) }) else {
            return metadata.finding(range: range, message: message, fix: Fix.blocked(for: "this argument"))
        }
        let condition = file.text(tokens: first, through: condLast)
        let a = unwrapAnyView(file, aFirst, aLast), b = unwrapAnyView(file, bFirst, last)
        let replacement: String
        if let i = file.indentation(before: t[s.first].start) {
            let u = context.layout.indent, n = context.layout.newline
            replacement = "\(stack) {\(n)\(i)\(u)if \(condition) {\(n)\(i)\(u)\(u)\(a)\(n)\(i)\(u)} else {\(n)\(i)\(u)\(u)\(b)\(n)\(i)\(u)}\(n)\(i)}"
        } else {
            replacement = "\(stack) { if \(condition) { \(a) } else { \(b) } }"
        }
        return metadata.finding(range: range, message: message,
                                fix: Fix(message: "Replace `AnyView` with a `\(stack)` holding an `if`",
                                         edits: [Edit(range: file.range(from: s.first, through: s.last), replacement: replacement)],
                                         applicability: applicability([count(aFirst, aLast), count(bFirst, last)])))
    }

    /// Removing `AnyView` is safe when the view inside is one view: then the row is that view.
    static func removal(_ inner: ViewCount) -> Applicability {
        let unproven = "listfix cannot prove that the rows stay the same without `AnyView`"
        switch inner {
        case .exactly(1): return .safe
        case .exactly(let n): return .unsafe(reason: "the view inside makes \(n) views; \(unproven)")
        case .section: return .unsafe(reason: "the view inside is a `Section`; \(unproven)")
        case .unknown(let name?): return .unsafe(reason: "`\(name)`'s body may be several rows; \(unproven)")
        case .unknown(nil): return .unsafe(reason: "listfix cannot count the views inside; \(unproven)")
        case .varies: return .unsafe(reason: "the view count inside varies too; \(unproven)")
        }
    }

    /// `Name(...)` (possibly inside `AnyView(...)`), with trailing closures and modifiers, on one line.
    func isViewInitializer(_ file: SourceFile, _ first: Int, _ last: Int) -> Bool {
        let t = file.tokens
        guard t[first].kind == .identifier, file.text(first).first?.isUppercase == true,
              !file.lineBreakBetween(first, last) || file.callEnd(from: first) == last else { return false }
        var end = file.callEnd(from: first)
        guard end > first || (first + 1 < t.count && t[first + 1].kind == .leftParen) else { return false }
        if let m = file.modifierChain(after: end).last { end = m.end }
        return end == last
    }

    func unwrapAnyView(_ file: SourceFile, _ first: Int, _ last: Int) -> String {
        let t = file.tokens
        if file.isIdentifier(first, "AnyView"), first + 1 < t.count, t[first + 1].kind == .leftParen,
           file.tree.match(first + 1) == last {
            let args = file.arguments(of: first + 1)
            if args.count == 1, let f = args[0].valueFirst, let l = args[0].valueLast, isViewInitializer(file, f, l) {
                return file.text(tokens: f, through: l)
            }
        }
        return file.text(tokens: first, through: last)
    }
}

extension UnaryRow {
    /// Whether the `if` at `s` is `if let v = D[key]` where `key` is the row's parameter and the rows
    /// run over `D.keys` (`Array(D.keys)`, `D.keys.sorted()`): every key finds its value, so the
    /// `if` always makes its views.
    /// The call of one of `TypeResolver.keepsElements` (with its arguments and trailing closure) that
    /// ends at token `last` (`x.sorted(by: { … })`, `x.sorted { … }`, `x.prefix(5)`): the last token of
    /// its receiver.
    static func keyKeepingCall(endingAt last: Int, in file: SourceFile) -> Int? {
        let t = file.tokens
        var j = last
        // Back over a trailing closure, then an argument list.
        if t[j].kind == .rightBrace, let open = file.tree.match(j), let p = file.previous(before: open) { j = p }
        if t[j].kind == .rightParen, let open = file.tree.match(j), let p = file.previous(before: open) { j = p }
        guard j < last, t[j].kind == .identifier, TypeResolver.keepsElements.contains(file.text(j)),
              let period = file.previous(before: j), t[period].kind == .period, let receiver = file.previous(before: period) else { return nil }
        return receiver
    }

    static func looksUpOwnKey(_ file: SourceFile, _ s: Statement, _ call: RowsCall) -> Bool {
        let t = file.tokens
        guard let letToken = file.next(after: s.first), file.isKeyword(letToken, "let"),
              let name = file.next(after: letToken), let equals = file.next(after: name), file.tokenIs(equals, "="),
              let pathFirst = file.next(after: equals),
              let open = call.content, let parameter = file.closureSignature(of: open)?.parameters.first,
              call.content.flatMap({ file.closureSignature(of: $0)?.parameters.count }) == 1,
              let (dataFirst, dataLast) = call.dataTokens(file) else { return false }
        // The dictionary's path, up to the `[`; then `[key]` and the `if` body's brace.
        var j = pathFirst
        while t[j].kind == .identifier || t[j].kind == .period || t[j].kind == .keyword && file.tokenIs(j, "self") {
            guard let n = file.next(after: j) else { return false }
            j = n
        }
        guard t[j].kind == .leftBracket, j > pathFirst, let close = file.tree.match(j),
              file.next(after: j) == file.previous(before: close), let key = file.next(after: j), file.tokenIs(key, file.text(parameter)),
              let body = file.next(after: close), t[body].kind == .leftBrace,
              let pathLast = file.previous(before: j) else { return false }
        let dictionary = file.text(tokens: pathFirst, through: pathLast)
        // The rows' data: `D.keys`, peeled from the outside in of copies (`Array(…)`) and calls that keep
        // some of the keys in another order (`.sorted { $0 < $1 }`, `.prefix(5)`, `Array(D.keys.sorted())`,
        // read on amakaflow-ios-app).
        var (first, last) = (dataFirst, dataLast)
        while first < last {
            if file.isIdentifier(first, "Array"), let paren = file.next(after: first), t[paren].kind == .leftParen,
               file.tree.match(paren) == last, let inner = file.next(after: paren), let innerLast = file.previous(before: last) {
                (first, last) = (inner, innerLast)
            } else if let receiver = UnaryRow.keyKeepingCall(endingAt: last, in: file), receiver >= first {
                last = receiver
            } else {
                break
            }
        }
        return file.text(tokens: first, through: last).filter { !$0.isWhitespace } == dictionary.filter { !$0.isWhitespace } + ".keys"
    }
}
