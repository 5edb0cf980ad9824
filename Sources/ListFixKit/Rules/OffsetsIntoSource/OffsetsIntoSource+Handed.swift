import SwiftTokens

extension OffsetsIntoSource {
    /// Offsets handed on to another type's method (`HandedOffsets`) that applies them to a
    /// collection other than the rows: a model's stored `items` while the rows are a filtered or
    /// sorted view of them, or a list the method fetches itself while a search field filters the
    /// rows. The method is read from the project index; where it reads the rows' own getter it may
    /// map the offsets through it, and nothing is said.
    func handedFinding(_ modifier: Modifier, _ handler: OffsetsHandler, of call: RowsCall, _ derived: DerivedRows?,
                       _ context: RuleContext) -> Finding? {
        let file = context.file
        guard !handler.handed.isEmpty, let (first, last) = call.dataTokens(file), stackAround(call, in: file) == nil else { return nil }
        // The rows: a view of a source made here, or a getter of another type that filters or
        // sorts (`vm.searchResults`), itself or as the source a view here re-orders.
        let getter = derived == nil ? SortingCall.of(first, last, in: context)
            : derived?.sourceTokens.flatMap { SortingCall.of($0.first, $0.last, in: context) }
        guard derived != nil || getter != nil else { return nil }
        let getterName = getter.map { String($0.text.dropFirst($0.receiver.count + 1)) }
        // The type whose getter makes the rows (`vm` of `vm.searchResults`), where it is a getter.
        let holderType = getter.flatMap { SortingCall.propertyType($0.receiver.split(separator: ".").map(String.init), at: $0.first, in: context) }
            .map(TypeResolver.nominal)
        // A local of the view that names the rows (`let habits = model.habits.filter { … }`) is not a
        // name another type's method can read: its `habits` is the model's, the source.
        let rowNames = Set([getterName, derived?.maker?.name].compactMap { $0 })
        let shown = derived?.shown ?? getter?.text ?? file.text(tokens: first, through: last)
        let how = derived?.how ?? "a filtered or sorted"
        let verb = file.tokenIs(modifier.name, "onMove") ? "a drag moves" : "a swipe deletes"
        let range = file.range(from: modifier.name, through: modifier.name)
        // `perform: model.deleteShots` is the method itself; a closure or a view's method hands the offsets on.
        let isReference = handler.parameter.isEmpty
        for handed in handler.handed {
            guard let method = handed.resolved(at: handed.at, in: context), !method.isConditional,
                  !method.targets.contains(where: { $0.kind == .other }), rowNames.isDisjoint(with: method.names) else { continue }
            let name = "`\(TypeResolver.lastName(method.type)).\(method.method)`"
            let passing = isReference ? "and \(handler.name) applies them" : "and \(handler.name) hands them to \(name), which applies them"
            for target in method.targets {
                let path = (handed.receiver + target.names).joined(separator: ".")
                switch target.kind {
                case .member:
                    // A stored property of the method's type (a getter may give the rows' own
                    // elements): the source of the rows' view made here, or, beside a model's getter,
                    // a collection of that model (another object's may be anything).
                    guard context.declarations.property(target.names[0], of: method.type)?.isStored == true,
                          derived?.lineage.contains(handed.receiver + target.names) ?? false
                            || (derived == nil && getter != nil && holderType == method.type) else { continue }
                    let message = "`.\(file.text(modifier.name))` gives positions in `\(shown)`, \(how) view, \(passing) "
                        + "to `\(path)`: where the two orders differ, \(verb) another element"
                    return metadata.finding(range: range, message: message,
                                            fix: Fix.blocked("the offsets are applied in \(name), another type's method"))
                case .local:
                    // A list made by the rows' own model may be made through its search (a helper of
                    // the model that reads it): only another type's (a store's) cannot see the search.
                    guard method.type != holderType, method.type != context.enclosingType(of: call.nameToken)?.name,
                          let search = searchField(filtering: derived, getter, first, last, notReadBy: method, in: context),
                          !passes(search, to: handed, in: file), !writesMembers(of: handed, in: file) else { continue }
                    // Each list the method makes and indexes (one per case of a `switch`, say), named once.
                    var lists: [String] = []
                    for t in method.targets where t.kind == .local && !lists.contains(t.names.joined(separator: ".")) {
                        lists.append(t.names.joined(separator: "."))
                    }
                    let named = lists.prefix(3).map { "`\($0)`" }.joined(separator: ", ") + (lists.count > 3 ? ", …" : "")
                    let message = "`.\(file.text(modifier.name))` gives positions in `\(shown)`, \(how) view, \(passing) "
                        + "to \(lists.count == 1 ? "a list" : "lists") it makes itself (\(named)): "
                        + "while the search (`\(search)`) hides rows, \(verb) another element"
                    return metadata.finding(range: range, message: message,
                                            fix: Fix.blocked("the offsets are applied in \(name), another type's method"))
                case .other:
                    continue
                }
            }
        }
        return nil
    }

    /// Rows from a model's member that filters or sorts (`allLists.filterLists(query: searchText)`,
    /// `model.visibleShots`, by the project index), and a handler here that applies the offsets to a
    /// stored collection of that model (`allLists.todoLists.remove(atOffsets: offsets)`): the rows'
    /// positions are not the collection's. Silent where the handler reads the member that makes the
    /// rows (it may map the offsets through it) or tests anything first.
    func getterRowsFinding(_ modifier: Modifier, _ handler: OffsetsHandler, of call: RowsCall, _ derived: DerivedRows?,
                           _ context: RuleContext) -> Finding? {
        let file = context.file
        let t = file.tokens
        guard derived == nil, !handler.targets.isEmpty, handler.body.open < handler.body.close,
              let (first, last) = call.dataTokens(file), stackAround(call, in: file) == nil,
              let getter = SortingCall.of(first, last, in: context) else { return nil }
        let member = String(getter.text.dropFirst(getter.receiver.count + 1))
        let receiver = getter.receiver.split(separator: ".").map(String.init)
        guard let type = SortingCall.propertyType(receiver, at: getter.first, in: context).map(TypeResolver.nominal) else { return nil }
        let body = (handler.body.open + 1)..<handler.body.close
        if body.contains(where: { t[$0].kind == .identifier && file.tokenIs($0, member) }) { return nil }
        if OffsetsUse.choosesAPath(in: body, file) { return nil }
        for target in handler.targets where target.names.count == receiver.count + 1 && Array(target.names.dropLast()) == receiver {
            let name = target.names[target.names.count - 1]
            guard !DerivedRows.declares(target.names[0], in: handler.body.open, handler.body.close, file),
                  context.declarations.property(name, of: type)?.isStored == true else { continue }
            let verb = file.tokenIs(modifier.name, "onMove") ? "a drag moves" : "a swipe deletes"
            let message = "`.\(file.text(modifier.name))` gives positions in `\(getter.text)`, which filters or sorts, and \(handler.name) "
                + "applies them to `\(target.names.joined(separator: "."))`: where the two orders differ, \(verb) another element"
            return metadata.finding(range: file.range(from: modifier.name, through: modifier.name), message: message,
                                    fix: Fix.blocked("`\(getter.text)` is made by another type; remove the elements it shows at the offsets, by id"))
        }
        return nil
    }

    /// Whether the call hands the method the search's text too (`matching: vm.searchText`).
    private func passes(_ search: String, to handed: HandedOffsets, in file: SourceFile) -> Bool {
        guard let open = file.next(after: handed.at), file.tokens[open].kind == .leftParen, let close = file.tree.match(open),
              let bound = search.split(separator: ".").last.map(String.init) else { return false }
        return (open..<close).contains { file.tokens[$0].kind == .identifier && file.tokenIs($0, bound) }
    }

    /// Whether this file sets a property of the method's receiver (`store.currentFilter = query`):
    /// what the method makes may then follow the search.
    private func writesMembers(of handed: HandedOffsets, in file: SourceFile) -> Bool {
        let t = file.tokens
        guard let receiver = handed.receiver.last else { return false }
        for i in t.indices where t[i].kind == .identifier && file.tokenIs(i, receiver) {
            guard let p = file.next(after: i), t[p].kind == .period, let member = file.next(after: p), t[member].kind == .identifier,
                  let op = file.next(after: member), t[op].kind == .operator, file.text(op).hasSuffix("="),
                  !["==", "!=", "<=", ">=", "==="].contains(file.text(op)) else { continue }
            return true
        }
        return false
    }

    /// The text a search or text field of this file binds (`vm.searchText` of `.searchable(text:
    /// $vm.searchText)`) when it filters the rows and `method` never reads it: a property of the
    /// getter's holder, or a name the rows' own derivation reads. A list the method makes cannot
    /// apply that filter.
    private func searchField(filtering derived: DerivedRows?, _ getter: SortingCall?, _ first: Int, _ last: Int,
                             notReadBy method: OffsetsMethod, in context: RuleContext) -> String? {
        let file = context.file
        let t = file.tokens
        // The tokens where the rows' filter is written: the view's getter, or the data itself.
        let made = derived?.maker.map { ($0.open, $0.close) } ?? (first, last)
        let holder = getter.map { $0.receiver.split(separator: ".").map(String.init) }
        for i in t.indices where t[i].kind == .identifier && TypedBindings.fields.contains(file.text(i)) {
            guard let open = file.next(after: i), t[open].kind == .leftParen,
                  let argument = file.arguments(of: open).first(where: { $0.label.map { file.tokenIs($0, "text") } ?? false }),
                  let v = argument.valueFirst, let end = argument.valueLast, file.text(v).hasPrefix("$"),
                  let path = MemberPath.parse(file, at: v, through: end, subscripts: false), path.last == end else { continue }
            var names = path.componentTexts(file)
            names[0] = String(names[0].dropFirst())
            if names.first == "self" { names.removeFirst() }
            guard let bound = names.last, !method.names.contains(bound) else { continue }
            // A getter of the field's holder that filters (one that only sorts hides no row).
            let filters = names.count >= 2 ? Array(names.dropLast()) == holder && getter.map { filtersRows($0, context) } ?? false
                : derived?.how == "a filtered" && (made.0...made.1).contains { t[$0].kind == .identifier && file.tokenIs($0, bound) }
            if filters { return names.joined(separator: ".") }
        }
        return nil
    }

    /// Whether the getter the rows read (`vm.searchResults`) filters, by the project index.
    private func filtersRows(_ getter: SortingCall, _ context: RuleContext) -> Bool {
        let member = String(getter.text.dropFirst(getter.receiver.count + 1))
        let receiver = getter.receiver.split(separator: ".").map(String.init)
        guard let type = SortingCall.propertyType(receiver, at: getter.first, in: context) else { return false }
        return context.declarations.filters(member, of: type)
    }
}
