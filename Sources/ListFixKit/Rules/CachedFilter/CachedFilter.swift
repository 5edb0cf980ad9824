import SwiftTokens

/// `ForEach(items.filter { ... })` filters on every body evaluation; keep the result in
/// `@State` and refresh it when its inputs change.
struct CachedFilter: Rule {
    let metadata = RuleMetadata(
        id: "cached-filter",
        fixSafety: .sometimes,
        // The words of a body that runs often too: a view may hand its filtered rows to another view to show.
        triggers: ["ForEach", "List", "Table", "TextField", "TextEditor", "SecureField", "searchable", "TimelineView", "Timer",
                   "Binding"],
        hints: ["ForEach", "List", "Table"])

    init() {}

    static let equatableTypes: Set<String> = ["String", "Int", "Double", "Float", "Bool", "Character", "Date", "UUID",
                                              "URL", "Substring", "Int64", "Int32", "UInt", "CGFloat", "Decimal"]

    /// One inline filter in row data, in a View's body.
    struct Occurrence {
        var call: RowsCall
        var filter: FilterData
        var view: ViewType
        var key: String
        var range: Range<Int>
    }

    func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        var occurrences: [Occurrence] = []
        var out: [Finding] = []
        // A file named only for its fields or wrappers has no rows of its own to look at.
        let calls = context.mentions("ForEach") || context.mentions("List") || context.mentions("Table") ? context.calls : []
        // A getter read by several rows calls of one view is one finding, on its first rows: its message
        // counts the reads, and the cure (a cache) is one.
        var derivedGetters: Set<String> = []
        for call in calls {
            if let derived = computedFinding(call, context) ?? (call.kind == .table ? nil : copiedFilterFinding(call, context))
                ?? memberReadPerRowFinding(call, context) ?? localFinding(call, context) {
                let text = file.text(derived.range)
                let key = "\(context.enclosingType(of: call.nameToken)?.open ?? -1):" + (text.hasPrefix("self.") ? String(text.dropFirst(5)) : text)
                if derivedGetters.insert(key).inserted { out.append(derived) }
                continue
            }
            // A `Table`'s rows are reported when a getter makes them; inline, its columns keep the filter's fix out of reach.
            guard call.kind != .table else { continue }
            guard let (first, last) = call.dataTokens(file), let filter = FilterData.parse(file, first, last),
                  let decl = context.enclosingType(of: call.nameToken), let view = context.viewType(decl),
                  (view.bodyOpen < call.nameToken && call.nameToken < view.bodyClose) || view.inViewProperty(call.nameToken, file),
                  // A local of the member around the rows is not the view's property: no cache in state follows it.
                  DataOrigin.local(file.text(filter.collection.first), at: filter.collection.first, in: context) == nil else { continue }
            // Constant input (`Options.allCases`, a `static let` list): the cheap filter gives the same rows every time.
            if DataOrigin.of(filter.collection.first, filter.collection.last, in: context) == .constant { continue }
            occurrences.append(Occurrence(call: call, filter: filter, view: view, key: "\(decl.open):\(filterKey(file, filter))",
                                          range: file.range(from: first, through: last)))
        }
        // A getter already reported as rows here is not reported again where it is handed on.
        let rows = Set(out.map { finding -> String in
            let text = file.text(finding.range)
            return text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
        })
        out += handedFindings(context, reported: rows)
        // The same filter in one body is cached once: one plan per key, covering every occurrence.
        var byKey: [String: [Occurrence]] = [:]
        for o in occurrences { byKey[o.key, default: []].append(o) }
        var plans: [String: Result<Fix, FixBlocked>] = [:]
        for o in occurrences {
            let x = o.filter.collection.text(file)
            let message = "`\(x).filter` runs over every element of `\(x)` each time the body is evaluated"
            if plans[o.key] == nil { plans[o.key] = plan(context, o.view, o.call, o.filter, uses: byKey[o.key]!.map { $0.range }) }
            // A body shown to run often makes the filter a cost users feel: a warning, with or without a
            // fix; unless the filter reads the typed text, which every keystroke must filter by anyway.
            if let often = context.analysis(FrequentBodies.self).of(o.view.decl, in: file) ?? FrequentBody.insideTimeline(file, o.call.nameToken),
               !often.readsTyped(file, o.filter.collection.first, o.filter.last), let cost = RowDataCost.inPredicate(context, o.filter) ?? RowDataCost.insideRows(file, o.call.nameToken) {
                let costly = "`\(x).filter` runs over every element of `\(x)`, and \(cost.reason), each time the body is evaluated"
                out.append(metadata.finding(range: o.range, message: costly + ", and " + often.cause, fix: plans[o.key]!))
            } else if case .success(let fix) = plans[o.key]!,
                      let note = metadata.migration(range: o.range, message: message + "; cached in state refreshed when its inputs "
                                                        + "change, it runs once per change", fix: fix) {
                out.append(note)
            }
        }
        return out
    }

    /// Rows from a computed property of the view that filters or sorts a property
    /// (`var filteredExtensions: [Ext] { manager.extensions.filter { … } }`), in a view shown to run
    /// its body often: the getter runs at that rate too. No fix (the property's other readers would
    /// need the cache as well), and without a frequent body nothing to say.
    func computedFinding(_ call: RowsCall, _ context: RuleContext) -> Finding? {
        let file = context.file
        // Cheapest first: a name as the data, in a view whose body runs often.
        guard var (first, last) = call.dataTokens(file) else { return nil }
        // `0..<fontlist.count`, `fontlist.indices`: the range reads the getter, and so runs its work.
        if let indexed = IndexLoop.indexedCollection(file, first, last) { (first, last) = (indexed.first, indexed.last) }
        guard file.tokens[first].kind == .identifier || file.isKeyword(first, "self"),
              let decl = context.enclosingType(of: call.nameToken) else { return nil }
        return getterFinding(first, last, at: call.nameToken, in: decl, handedTo: nil, context)
    }

    /// Rows the body makes in another view: a getter of this view that filters or sorts, handed to a
    /// view the project declares as an array it keeps (`AppsListView(apps: filteredApps)`, where
    /// `AppsListView` has `let apps: [AppInfo]`). The getter runs in this body whatever the other view
    /// does with it. One finding per getter.
    func handedFindings(_ context: RuleContext, reported rows: Set<String>) -> [Finding] {
        let file = context.file
        let t = file.tokens
        var out: [Finding] = []
        for decl in context.fileTypes where decl.conformances.contains("View") {
            // Cheapest first: a view here, and from the project's index, its computed array properties.
            let getters = context.declarations.info(decl.name)?.properties
                .filter { !$0.isStored && !$0.isStatic && $0.type?.hasPrefix("[") == true }.map(\.name) ?? []
            guard !getters.isEmpty, let view = context.viewType(decl) else { continue }
            let lengths = Set(getters.map(\.utf8.count))
            var reported: Set<String> = []
            for member in view.builtMembers(file) {
                for i in (member.open + 1)..<member.close where lengths.contains(t[i].length) && t[i].kind == .identifier {
                    // `label: name` as a whole argument of `Child(…)`, `name` one of the getters.
                    guard getters.contains(where: { file.tokenIs(i, $0) }),
                          let colon = file.previous(before: i), t[colon].kind == .colon,
                          let after = file.next(after: i), t[after].kind == .comma || t[after].kind == .rightParen,
                          let (label, child) = LabeledArgument.around(file, i, i),
                          case let name = file.text(i), !reported.contains(name), !rows.contains(name),
                          case let childName = context.declarations.resolve(file.text(child), in: decl.name),
                          context.declarations.property(file.text(label), of: childName)?.type?.hasPrefix("[") == true,
                          CachedFilter.builtWithBody(file, child, inside: member.open),
                          context.declarations.conforms(childName, to: "View"),
                          let finding = getterFinding(i, i, at: i, in: decl, handedTo: file.text(child), context) else { continue }
                    reported.insert(name)
                    out.append(finding)
                }
            }
        }
        return out
    }

    /// The finding for rows' data written from `first` through `last` at `anchor` in `decl`, when it is
    /// a getter of the view that filters or sorts, in the body or a view member the body builds
    /// (`private var historySection: some View`), in a view whose body runs often.
    func getterFinding(_ first: Int, _ last: Int, at anchor: Int, in decl: TypeDecl, handedTo child: String?, _ context: RuleContext) -> Finding? {
        let file = context.file
        // Cheapest first: `name` is not a stored property of this part of the type (whose properties
        // `enclosingType(of:)` read); a computed one, or one declared elsewhere, `DerivedRows` follows.
        // `Array(X.enumerated())`, `X.enumerated()`: X's work, whatever wraps it.
        var base = EnumeratedData.parse(file, first, last).map { ($0.baseFirst, $0.baseLast) } ?? (first, last)
        var name = base.0
        if file.isKeyword(base.0, "self"), let dot = file.next(after: base.0), let n = file.next(after: dot) { name = n }
        // `name.sorted(by: …)`, `name.filter { … }`: the getter's work, and the chain's on top of it.
        if name != base.1, let period = file.next(after: name), file.tokens[period].kind == .period,
           let member = file.next(after: period), DerivedRows.reordering[file.text(member)] != nil, DerivedRows.isCallChain(file, from: file.next(after: member) ?? member, through: base.1) {
            base = (base.0, name)
        }
        guard file.tokens[name].kind == .identifier, !(0x41...0x5A).contains(file.bytes[file.tokens[name].start]),
              // The whole data: `name`, `self.name` or a call `name(…)`.
              name == base.1 || file.next(after: name).map({ file.tokens[$0].kind == .leftParen && file.tree.match($0) == base.1 }) == true,
              !decl.properties.contains(where: { $0.isStored && file.tokenIs(name, $0.name) }) else { return nil }
        guard let view = context.viewType(decl),
              let often = context.analysis(FrequentBodies.self).of(decl, in: file) ?? FrequentBody.insideTimeline(file, anchor),
              case let built = view.builtMembers(file), built.contains(where: { $0.open < anchor && anchor < $0.close }) else { return nil }
        // What the getter does: a filter or sort of a property it reads, or a call of another type's
        // member that sorts (`InventorySearch.matchingResults(in: items, …)`).
        let shown: String
        let work: String
        let getter: DerivedRows.Maker
        if let rows = DerivedRows(data: base.0, base.1, owner: decl, in: context, anywhere: true), let maker = rows.maker,
           rows.how == "a filtered" || rows.how == "a sorted",
           // A method called with arguments makes other rows for other arguments: one cached result does not fit.
           !maker.hasArguments,
           // Constant input (`Kind.allCases`): the same few rows every time, cheap to make again.
           rows.sourceTokens.map({ DataOrigin.of($0.first, $0.last, in: context) }) != .constant {
            (shown, getter) = (rows.shown, maker)
            work = "\(rows.how == "a sorted" ? "sorts" : "filters") every element of `\(rows.source.joined(separator: "."))`"
        } else if name == base.1, case let property = file.text(name),
                  let body = context.fileTypes(named: decl.name).lazy.compactMap({ DeclarationScanner.accessorBody(of: property, in: $0, file: file) }).first,
                  let sorting = SortingCall.inBody(body.open, in: context),
                  // A model's getter that may read the typed text must run per keystroke, as the model wrote it.
                  !sorting.receivesTyped(often) {
            shown = property
            work = "calls `\(sorting.text)`, which filters or sorts,"
            getter = DerivedRows.Maker(name: property, isMethod: false, hasArguments: false, open: body.open, close: body.close)
        } else {
            return nil
        }
        // A getter that filters by the typed text must run once per keystroke, cache or not: only reading
        // it again in the same body repeats the work.
        var reads = 0
        var readsInBody = 0
        if often.readsTyped(file, getter.open, getter.close) || readsTypedThroughGetters(getter, of: decl, often, context) {
            for member in built {
                // A read in a button's action or a task runs when tapped, not with the body.
                for i in member.open..<member.close where file.tokens[i].kind == .identifier && file.tokenIs(i, getter.name)
                    && (file.isReference(i) ? DataOrigin.local(getter.name, at: i, in: context) == nil : CachedFilter.isSelfMember(file, i))
                    && !CachedFilter.runsWhenActed(file, i, inside: member.open) {
                    reads += 1
                    if member.open == view.bodyOpen { readsInBody += 1 }
                }
            }
            guard reads >= 2 else { return nil }
        }
        // One cheap pass per keystroke is what the search needs; only more work than that is a hazard.
        let perRow = readPerRow(getter.name, in: decl, built, context)
        guard let extra = perRow ? ", and each row reads it again"
                : cost(of: getter, in: decl, context).map({ ", and \($0.reason)," })
                ?? dependencyReadPerRow(of: getter, in: decl, built, context).map({ ", and `\($0)`, which it reads, runs again in each row of a list the body builds," })
        else {
            return nil
        }
        return metadata.finding(range: file.range(from: first, through: last),
                                message: "`\(shown)` \(work)\(perRow ? "" : extra) each time the body \(getter.isMethod ? "calls" : "reads") it"
                                    + (reads >= 2 ? " (\(reads) times in the body\(readsInBody < reads ? " and the views it builds" : ""))" : "")
                                    + (perRow ? extra : "") + ", and \(often.cause)"
                                    + (child.map { "; the body hands it to `\($0)`" } ?? ""),
                                fix: Fix.blocked("`\(shown)` is a \(getter.kind); keep its result in state refreshed when its inputs change"))
    }

    /// A getter of the view that the rows' getter reads and that filters or sorts data that changes in
    /// its own body (`searchFilteredHighlights`), when each row of a list the body builds reads it
    /// too (`ForEach(AnalysisType.allCases) { type in … highlightCount(for: type) … }`, whose body
    /// filters `searchFilteredHighlights` again): the body does that work once per such row besides.
    /// Its name, or nil.
    func dependencyReadPerRow(of getter: DerivedRows.Maker, in decl: TypeDecl, _ built: [(open: Int, close: Int)],
                              _ context: RuleContext) -> String? {
        firstGetter(readBy: getter, in: decl, context) { name, body in
            filtersChangingData(body, context) && readPerRow(name, in: decl, built, context) ? name : nil
        }
    }

    /// Whether the accessor body filters or sorts data that changes (`Kind.allCases.filter { … }` is a
    /// few constant values).
    func filtersChangingData(_ body: (open: Int, close: Int), _ context: RuleContext) -> Bool {
        let file = context.file
        return (body.open..<body.close).contains { k in
            guard SortingMembers.isFilterCall(file, k) || SortingMembers.isSortedCall(file, k),
                  let root = RowDataCost.receiverRoot(file, member: k), let dot = file.previous(before: k),
                  let receiverLast = file.previous(before: dot) else { return false }
            return DataOrigin.of(root, receiverLast, in: context) != .constant
        }
    }

    /// Whether `name` is read in each row of a list the body builds (`built`), bare or through a member
    /// of the view the row calls (`row(for:)`, `count(of:)`): each row then runs it again.
    func readPerRow(_ name: String, in decl: TypeDecl, _ built: [(open: Int, close: Int)], _ context: RuleContext) -> Bool {
        let file = context.file
        return ([name] + ViewMembers.reading(name, in: decl, context)).contains { reader in
            built.contains { RowDataCost.readPerRow(file, reader, from: $0.open, to: $0.close, context) }
        }
    }

    /// The first answer `test` gives for a computed property of the view that the getter's body reads
    /// (`categorized` groups what `filteredFiles` filters), each asked once with its accessor's body.
    func firstGetter<T>(readBy getter: DerivedRows.Maker, in decl: TypeDecl, _ context: RuleContext,
                        _ test: (String, (open: Int, close: Int)) -> T?) -> T? {
        let file = context.file
        var asked: Set<String> = [getter.name]
        for i in (getter.open + 1)..<getter.close where file.tokens[i].kind == .identifier && file.isReference(i) {
            let name = file.text(i)
            guard asked.insert(name).inserted,
                  let body = context.fileTypes(named: decl.name).lazy.compactMap({ DeclarationScanner.accessorBody(of: name, in: $0, file: file) }).first,
                  let answer = test(name, body) else { continue }
            return answer
        }
        return nil
    }

    /// The cost the getter's work shows (`RowDataCost.inWork`), in its own body or in the body of a
    /// computed property of the view it reads (`categorized` groups what `filteredFiles` filters).
    func cost(of getter: DerivedRows.Maker, in decl: TypeDecl, _ context: RuleContext) -> RowDataCost? {
        RowDataCost.inWork(context, from: getter.open, to: getter.close)
            ?? firstGetter(readBy: getter, in: decl, context) { _, body in RowDataCost.inWork(context, from: body.open, to: body.close) }
    }

    /// Whether the getter reads another computed property of the view that reads the typed text
    /// (`categorizedItems` groups `filteredItems`, which filters by `searchText`): it too must run
    /// again on each keystroke.
    func readsTypedThroughGetters(_ getter: DerivedRows.Maker, of decl: TypeDecl, _ often: FrequentBody, _ context: RuleContext) -> Bool {
        guard !often.typed.isEmpty, !often.ticks else { return false }
        return firstGetter(readBy: getter, in: decl, context) { _, body in often.readsTyped(context.file, body.open, body.close) ? true : nil } ?? false
    }

    /// Whether the view call at `i` is made each time the body is: every brace between it and the
    /// member's `{` is a view's content (`VStack {`, `List {`), an `if` or `switch` branch, or the
    /// content of a modifier that draws with the view (`.overlay {`, `.toolbar {`). A button's action,
    /// a sheet's content or a task run later, or never.
    static func builtWithBody(_ file: SourceFile, _ i: Int, inside memberOpen: Int) -> Bool {
        var scope = file.tree.enclosing(i)
        while let open = scope, open != memberOpen {
            if file.tokens[open].kind == .leftBrace {
                guard let before = file.previous(before: open) else { return false }
                switch RowContainer.owner(ofBrace: open, before: before, in: file) {
                case .branch:
                    break
                case .call(let name):
                    if file.tokenIs(name, "Button") || file.tokenIs(name, "Task") || file.tokenIs(name, "ImageRenderer") { return false }
                case .modifier:
                    let name = file.tokens[before].kind == .rightParen ? file.tree.match(before).flatMap { file.previous(before: $0) } : before
                    guard let name, drawnModifiers.contains(where: { file.tokenIs(name, $0) }) else { return false }
                case .other:
                    return false
                }
            }
            scope = file.tree.enclosing(open)
        }
        return scope == memberOpen
    }

    /// Whether token `i`, in the member whose body opens at `memberOpen`, is read in code that runs
    /// when the user acts or the view appears, not each time the body does: a button's action (its
    /// `action:` closure, or the first trailing closure of a `Button` given no `action:`), a `Task`, or
    /// a modifier's closure other than one drawn with the view (`.onTapGesture { … }`, `.task { … }`,
    /// a sheet's content). A button's label and a section's header are built with the body.
    static func runsWhenActed(_ file: SourceFile, _ i: Int, inside memberOpen: Int) -> Bool {
        let t = file.tokens
        var scope = file.tree.enclosing(i)
        while let open = scope, open != memberOpen {
            defer { scope = file.tree.enclosing(open) }
            guard t[open].kind == .leftBrace, let before = file.previous(before: open) else { continue }
            // `action: { … }` as an argument, or `} label: { … }` as a labeled trailing closure.
            if t[before].kind == .colon, let label = file.previous(before: before) {
                if file.tokenIs(label, "action") { return true }
                continue
            }
            switch RowContainer.owner(ofBrace: open, before: before, in: file) {
            case .call(let name):
                if file.tokenIs(name, "Task") { return true }
                if file.tokenIs(name, "Button") {
                    // `Button(action: save) { label }`: the trailing closure is the label.
                    let paren = t[before].kind == .rightParen ? file.tree.match(before) : nil
                    let givenAction = paren.map { file.arguments(of: $0).contains { $0.label.map { file.tokenIs($0, "action") } ?? false } } ?? false
                    if !givenAction { return true }
                }
            case .modifier:
                let name = t[before].kind == .rightParen ? file.tree.match(before).flatMap { file.previous(before: $0) } : before
                guard let name, drawnModifiers.contains(where: { file.tokenIs(name, $0) }) else { return true }
            case .branch, .other:
                break
            }
        }
        return false
    }

    /// The trigger words of what runs a body often, as this file shows it.
    static let fieldWords = ["TextField", "TextEditor", "SecureField", "searchable", "TimelineView", "Timer", "Binding"]

    /// Modifiers whose content is drawn with the view they modify.
    static let drawnModifiers: [StaticString] = ["overlay", "background", "toolbar", "safeAreaInset", "mask"]

    /// Whether token `i` is the member of `self.name`.
    static func isSelfMember(_ file: SourceFile, _ i: Int) -> Bool {
        guard let dot = file.previous(before: i), file.tokens[dot].kind == .period, let owner = file.previous(before: dot) else { return false }
        return file.isKeyword(owner, "self")
    }

    /// The filter's source text with whitespace removed, so the same filter written twice is cached once.
    func filterKey(_ file: SourceFile, _ filter: FilterData) -> String {
        String(file.text(tokens: filter.collection.first, through: filter.last).filter { !$0.isWhitespace })
    }

    /// Whether values of `type` can be compared, which `.onChange(of:)` needs.
    func equatable(_ type: String?, _ context: RuleContext) -> Proof {
        guard var type else { return .unknown }
        while type.hasSuffix("?") { type.removeLast() }
        if CachedFilter.equatableTypes.contains(type) { return .yes }
        if let element = TypeResolver.arrayElement(type) { return equatable(element, context) }
        return context.declarations.conformance(of: TypeResolver.nominal(type), toAnyOf: ["Equatable", "Hashable", "Comparable"])
    }

    /// Every property and identifier the type already uses.
    func usedNames(_ context: RuleContext, _ view: ViewType) -> UsedNames {
        UsedNames(file: context.file, tokens: view.decl.open..<view.decl.close,
                  properties: view.decl.properties.map { $0.name } + (context.declarations.info(view.decl.name)?.properties.map { $0.name } ?? []))
    }
}
