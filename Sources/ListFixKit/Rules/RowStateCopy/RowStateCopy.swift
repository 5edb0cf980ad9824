import SwiftTokens

/// A row view that takes its element into `@State`: the state keeps the first value forever.
struct RowStateCopy: Rule {
    let metadata = RuleMetadata(
        id: "row-state-copy",
        fixSafety: .unsafe,
        triggers: ["ForEach", "List"])

    init() {}

    func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        let t = file.tokens
        var out: [Finding] = []
        for call in context.listCalls {
            guard let closure = call.content, let signature = file.closureSignature(of: closure),
                  signature.parameters.count == 1, let element = Optional(file.text(signature.parameters[0])), element != "_",
                  !element.hasPrefix("$") else { continue }
            // Rows keyed by the value itself: a changed element is a new row with new state, so the copy never goes stale.
            // A fetched object is hashed by its identity: the same row, however it changes.
            if let id = call.id, let member = file.keyPathMember(of: id), file.isKeyword(member, "self"), fetchedData(call, context) == nil { continue }
            out += stateObjectFindings(context, call, closure: closure, element: signature.parameters[0])
            // Cheap token checks first: `Row(label: element)` as the row's first tokens.
            let bodyStart = file.closureBodyStart(of: closure)
            guard let first = t[bodyStart].kind.isTrivia ? file.next(after: bodyStart) : bodyStart, t[first].kind == .identifier,
                  file.bytes[t[first].start] >= 0x41 && file.bytes[t[first].start] <= 0x5A,
                  let open = file.next(after: first), t[open].kind == .leftParen, open == first + 1 else { continue }
            // `label: element` arguments, found without parsing the argument list.
            guard let close = file.tree.match(open) else { continue }
            var candidates: [(label: Int, value: Int)] = []
            var j = open + 1
            while j < close {
                if t[j].kind == .identifier, file.tokenIs(j, element), let argument = LabeledArgument.around(file, j, j),
                   argument.call == first {
                    candidates.append((argument.label, j))
                }
                j = file.skipGroup(j)
            }
            guard !candidates.isEmpty, case .single(let s) = RowBody(file, closure: closure).shape, s.first == first else { continue }
            let row = file.text(first)
            // Data the rows cannot bind to (a `let`, a computed list) cannot take a row's edits either way:
            // a copy in `@State` is then a draft the row hands back by other means (a callback), not a lost edit.
            guard let (dataFirst, dataLast) = call.dataTokens(file), let data = MemberPath.exactly(file, dataFirst, dataLast),
                  data.hasBinding(in: context) else { continue }
            for (label, v) in candidates {
                guard let property = context.declarations.property(file.text(label), of: row),
                      property.wrapper == "State", !property.isPrivate, holdsValue(property, of: row, context),
                      // A row that never writes its copy loses no edit; only a copy the row writes is a finding.
                      RowStateCopy.rowWrites(file.text(label), of: row, at: call.nameToken, context) else { continue }
                let name = file.text(label)
                out.append(metadata.finding(range: file.range(from: label, through: v),
                                            message: "`\(row).\(name)` is `@State`: the row copies the element once and keeps that copy, so the row's edits never reach the list and later changes to the list never reach the row; declare it `@Binding var \(name)` and pass `$\(element)` from `ForEach($…) { $\(element) in }`",
                                            fix: bindingFix(context, call, signature.parameters[0], value: v, row: row, property: name)))
            }
        }
        return out
    }

    /// Whether the row view `row` writes its `@State` `name`: its own writes (kept with its type by the
    /// scan), or through a binding, which a control writes and the scan keeps by name only (`$name`,
    /// `$name.title`). Another type's member of that name given a new value (a model's `self.workout =
    /// …`) is not the row's state.
    static func rowWrites(_ name: String, of row: String, at token: Int, _ context: RuleContext) -> Bool {
        let declarations = context.declarations
        let full = declarations.resolve(row, in: context.enclosingType(of: token)?.name)
        if declarations.ownChanges(of: name, in: full).writes { return true }
        return !declarations.changes(of: name).isDisjoint(with: [.bound, .typed, .elementWritten])
    }

    /// `Row(label: element)` anywhere in the row (inside a `NavigationLink`'s label too) where the
    /// project declares `Row.label` as `@StateObject`.
    func stateObjectFindings(_ context: RuleContext, _ call: RowsCall, closure: Int, element: Int) -> [Finding] {
        let file = context.file
        let t = file.tokens
        guard let close = file.tree.match(closure) else { return [] }
        let length = t[element].length
        let name = file.bytes[t[element].range]
        var out: [Finding] = []
        var reported: Set<String> = []
        for j in (closure + 1)..<close where t[j].length == length && t[j].kind == .identifier && file.bytes[t[j].range].elementsEqual(name) {
            if let built = builtFromElement(context, call, element: j, closure: closure), !reported.contains(built.key) {
                reported.insert(built.key)
                out.append(built.finding)
                continue
            }
            guard let (label, name) = LabeledArgument.around(file, j, j), name > closure else { continue }
            let row = file.text(name)
            if !reported.contains(row + "." + file.text(label)),
               let finding = seededFinding(context, call, row: row, label: label, value: j) {
                reported.insert(row + "." + file.text(label))
                out.append(finding)
                continue
            }
            // One finding per row type and property: `if #available` branches often make the same row twice.
            // The index first (cheap); then this file's own text, which a fix in this run may have changed.
            guard !reported.contains(row + "." + file.text(label)),
                  context.declarations.property(file.text(label), of: row)?.wrapper == "StateObject",
                  let property = ownProperty(context, file.text(label), of: row, at: call.nameToken)
                      ?? context.declarations.property(file.text(label), of: row), property.wrapper == "StateObject",
                  let finding = stateObjectFinding(context, call, row: row, property: property, label: label, value: j) else { continue }
            reported.insert(row + "." + file.text(label))
            out.append(finding)
        }
        return out
    }

    /// `Row(item: element)` where `Row`'s `init` builds a `@StateObject` from `item`
    /// (`StateObjectSeeds`): SwiftUI keeps the object the row's first `init` made. Reported when the
    /// rows' elements are values of a project type that change under the same row: written where
    /// they stand (`items[i].kind = …`), or filled again as a whole (a reload brings the same ids
    /// with new values). Rows keyed by the value itself (`\.self`) are new rows when an element
    /// changes, and were passed over before.
    func seededFinding(_ context: RuleContext, _ call: RowsCall, row: String, label: Int, value: Int) -> Finding? {
        let file = context.file
        let input = file.text(label)
        let full = context.declarations.resolve(row, in: context.enclosingType(of: call.nameToken)?.name)
        guard let property = context.declarations.property(input, of: full),
              property.seedsStateObject || property.seedsState || property.seedsStateMember,
              case let wrapper = property.seedsStateObject ? "StateObject" : "State",
              let held = context.declarations.info(full)?.properties.filter({ $0.wrapper == wrapper && !$0.isStatic }), !held.isEmpty,
              let (first, last) = call.dataTokens(file) else { return nil }
        if !property.seedsStateObject, let fetched = fetchedData(call, context) {
            return fetchedSeedFinding(context, call, row: row, input: input, held: held, label: label, value: value, data: fetched)
        }
        guard let path = MemberPath.parse(file, at: first, through: last, subscripts: true),
              let (written, elementType) = RowStateCopy.writtenName(path, at: call.nameToken, in: context) else { return nil }
        // Elements of a value type the project declares: an object element (a managed object) kept by
        // the model is the same object, whose changes it reads; a copy of a value goes stale.
        guard let element = elementType,
              let kind = context.declarations.info(TypeResolver.nominal(element))?.kind, kind == .struct || kind == .enum,
              !Presentation.shownOneAtATime(label, below: call.content ?? -1, file),
              // A row given an identity of its own (`.id(clip.title)`) is made again, object and all.
              call.content.map { RowBody.identityModifiers(in: $0, file).isEmpty } ?? true else { return nil }
        let changes = context.declarations.changes(of: written)
        let origin = DataOrigin.of(first, last, in: context)
        let why: String
        if origin == .constant || origin == .unknown { return nil }
        // A state copied from a member (`simulator.name`): an element written where it stands may
        // leave that member as it was (a `let`, a field no one writes); a reload brings every member anew.
        if changes.contains(.elementWritten), !property.seedsStateMember || property.seedsState || property.seedsStateObject {
            why = "elements of `\(written)` are written where they stand"
        } else if changes.contains(.assignedWhole), case .replaced(let reason) = origin {
            why = reason + ", and it is filled again with new values under the same ids"
        } else if changes.contains(.assignedWhole), case .changing(let reason) = origin {
            // Filled again as a whole (a reload): the same ids come back with what changed.
            why = reason + ", and it is filled again with new values under the same ids"
        } else {
            return nil
        }
        // Rows keyed by another member (`id: \.name`, a revision key): a state copied from the element
        // may start anew with the row whenever what it copies changes.
        if !property.seedsStateObject, let id = call.id, let member = file.keyPathMember(of: id), !file.tokenIs(member, "id") { return nil }
        // Keyed by a new `UUID()` made with each value, a changed element is a new row.
        if let id = context.declarations.property("id", of: TypeResolver.nominal(element)), id.isNewUUID, call.id == nil { return nil }
        let message: String
        if property.seedsStateObject {
            message = "`\(row)` builds its `@StateObject` `\(held[0].name)` from `\(input)` in its `init`: SwiftUI makes the object "
                + "once for each row and keeps the first, and \(why), so the row's `\(held[0].name)` keeps the `\(input)` the row "
                + "first had; give the object the new value when it changes (`.onChange(of: \(input))`), or keep it with the data"
        } else if property.seedsStateOnAppear && !property.seedsStateObject {
            let state = held.count == 1 ? "`@State` `\(held[0].name)`" : "`@State`"
            message = "`\(row)` copies `\(input)` into its \(state) where it appears: SwiftUI keeps a row's state while the row "
                + "exists and runs `.onAppear` when it appears, not when `\(input)` changes, and \(why), so the row keeps what "
                + "`\(input)` held when it appeared; refresh the state when `\(input)` changes (`.onChange(of: \(input))`), or read "
                + "`\(input)` itself"
        } else {
            let state = held.count == 1 ? "`@State` `\(held[0].name)`" : "`@State`"
            message = "`\(row)` copies `\(input)` into its \(state) in its `init`: SwiftUI keeps a row's state from its first "
                + "`init`, and \(why), so the row keeps what `\(input)` first held; refresh the state when `\(input)` changes "
                + "(`.onChange(of: \(input))`), or read `\(input)` itself"
        }
        return metadata.finding(range: file.range(from: label, through: value), message: message)
    }

    /// The member whose writes change the rows' data: the path's last name that is not a derivation
    /// (`all` of `model.all.sorted()`), through a local made from one (`let shown = model.all.filter { … }`);
    /// with the rows' element type, read from the path up to that name (a filter or a sort keeps it).
    static func writtenName(_ path: MemberPath, at i: Int, in context: RuleContext) -> (String, String?)? {
        let file = context.file
        func read(_ path: MemberPath) -> (String, String?)? {
            let names = path.componentTexts(file)
            guard let k = names.lastIndex(where: { !DataOrigin.derivations.contains($0) && !$0.hasPrefix("[") }),
                  names[(k + 1)...].allSatisfy({ TypeResolver.keepsElements.contains($0) }) || k == names.count - 1 else {
                return path.names(file).last(where: { !DataOrigin.derivations.contains($0) && !$0.hasPrefix("[") }).map { ($0, nil) }
            }
            let type = TypeResolver(context).type(ofNames: Array(names[...k]), at: path.first).flatMap(TypeResolver.arrayElement)
            return (names[k], type)
        }
        let names = path.names(file)
        if names.count == 1, let value = DataOrigin.local(names[0], at: i, in: context)?.value,
           let source = MemberPath.parse(file, at: value.first, through: value.last, subscripts: true), let found = read(source) {
            return found
        }
        return read(path)
    }

    /// The property as this file's own text declares it, when the file declares the type: a fix
    /// made in this run (`@StateObject` made `@ObservedObject`) is then seen at once.
    func ownProperty(_ context: RuleContext, _ name: String, of row: String, at token: Int) -> PropertyDecl? {
        let full = context.declarations.resolve(row, in: context.enclosingType(of: token)?.name)
        for type in context.fileTypes(named: full) where type.kind == .struct || type.kind == .extension {
            if let property = DeclarationScanner.properties(of: type, in: context.file).first(where: { $0.name == name }) { return property }
        }
        return nil
    }

    /// `Row(model: Model(entity: element))` where `Row.model` is a `@StateObject`: a new object built
    /// from the element on every evaluation, of which SwiftUI keeps the first. Over fetched objects
    /// (`@FetchRequest`, `@Query`, `@ObservedResults`), which change in place under the same row, the
    /// row keeps showing what the element held when it first appeared.
    func builtFromElement(_ context: RuleContext, _ call: RowsCall, element j: Int, closure: Int) -> (key: String, finding: Finding)? {
        let file = context.file
        let t = file.tokens
        // Out through the initializers the element is handed to (`Model(entity: e)`, `Model(data: Data(entity: e))`).
        var inner = j
        for _ in 0..<3 {
            guard let paren = file.tree.enclosing(inner), t[paren].kind == .leftParen, paren > closure,
                  let built = file.previous(before: paren), built == paren - 1, t[built].kind == .identifier,
                  DataOrigin.isTypeName(file.text(built)), let end = file.tree.match(paren) else { return nil }
            inner = built
            guard let (label, rowName) = LabeledArgument.around(file, built, end), rowName > closure else { continue }
            let row = file.text(rowName)
            guard context.declarations.property(file.text(label), of: row)?.wrapper == "StateObject" else { continue }
            guard let (first, last) = call.dataTokens(file), let path = MemberPath.exactly(file, first, last),
                  case let names = path.names(file), names.count == 1,
                  let owner = context.enclosingType(of: call.nameToken),
                  let data = owner.properties.first(where: { $0.name == names[0] }),
                  let wrapper = data.wrapper, RowStateCopy.fetchedWrappers.contains(wrapper) else { return nil }
            // A model that keeps the fetched object itself (`let entity: CachedMulti`) reads its changes: only
            // one that copies what the object held goes stale. Its type must be known to tell.
            let madeType = TypeResolver.nominal(context.declarations.qualify(file.text(built), in: owner.name))
            guard let made = context.declarations.info(madeType), let element = RowStateCopy.fetchedElement(data.type),
                  !made.properties.contains(where: { $0.type.map(TypeResolver.nominal) == element }) else { return nil }
            let property = file.text(label)
            let message = "`\(row).\(property)` is `@StateObject`, and the row builds it from its element with `\(file.text(built))(…)`: "
                + "SwiftUI makes it once for each row and keeps the first, while `\(names[0])` is `@\(wrapper)` and its objects "
                + "change in place under the same row, so the row keeps showing what its element held when it first appeared; "
                + "keep the object where the data is (a model that owns it) and pass it in, or make the row read the element itself"
            return (row + "." + property, metadata.finding(range: file.range(from: label, through: end), message: message))
        }
        return nil
    }

    /// The rows' data when it is a fetch of the view around the call (`@FetchRequest var items`,
    /// `@Query`, `@ObservedResults`), or a getter of the view that gives only a fetch's objects back,
    /// filtered or sorted: the fetch's name and wrapper.
    func fetchedData(_ call: RowsCall, _ context: RuleContext) -> (name: String, wrapper: String)? {
        let file = context.file
        guard let (first, last) = call.dataTokens(file), let path = MemberPath.exactly(file, first, last),
              let owner = context.enclosingType(of: call.nameToken), let name = path.names(file).last,
              let found = fetched(path, of: owner, context, followingGetter: true),
              // A local or a closure's parameter of that name is not the fetch (`let items = self.items.map { … }`).
              file.isKeyword(path.first, "self") || !TypeResolver(context).isLocal(name, at: path.first, inside: owner) else { return nil }
        return found
    }

    private func fetched(_ path: MemberPath, of owner: TypeDecl, _ context: RuleContext, followingGetter: Bool) -> (name: String, wrapper: String)? {
        let file = context.file
        let names = path.names(file).filter { $0 != "self" }
        guard names.count == 1, let data = owner.properties.first(where: { $0.name == names[0] }) else { return nil }
        if let wrapper = data.wrapper { return RowStateCopy.fetchedWrappers.contains(wrapper) ? (names[0], wrapper) : nil }
        // A fetch handed in (`let items: FetchedResults<CartItem>`): its type says what it holds.
        if data.isStored, let type = data.type, let fetchType = RowStateCopy.fetchedResultTypes.first(where: { type.hasPrefix($0 + "<") }) {
            return (names[0], fetchType)
        }
        guard followingGetter, !data.isStored,
              let body = DeclarationScanner.accessorBody(of: names[0], in: owner, file: file),
              let values = GivenValues.ofGetter(file, open: body.open), !values.isEmpty else { return nil }
        var found: (name: String, wrapper: String)?
        for value in values {
            guard let base = GivenValues.keptBase(file, value), let fetch = fetched(base, of: owner, context, followingGetter: false),
                  found == nil || found! == fetch else { return nil }
            found = fetch
        }
        return found
    }

    /// `Row(item: element)` over fetched objects, where `Row`'s `init` copies `item` (or a member of
    /// it) into a `@State`: the objects change in place under the same rows (a save, a sync), and the
    /// row keeps what its object held when the row first appeared. Rows keyed by the object itself,
    /// its `id` or its `objectID` stay the same rows; a row given an identity of its own is made again.
    func fetchedSeedFinding(_ context: RuleContext, _ call: RowsCall, row: String, input: String, held: [PropertyDecl], label: Int,
                            value: Int, data: (name: String, wrapper: String)) -> Finding? {
        let file = context.file
        guard !Presentation.shownOneAtATime(label, below: call.content ?? -1, file),
              call.content.map({ RowBody.identityModifiers(in: $0, file).isEmpty }) ?? true else { return nil }
        if let id = call.id {
            guard let member = file.keyPathMember(of: id),
                  file.isKeyword(member, "self") || file.tokenIs(member, "id") || file.tokenIs(member, "objectID") else { return nil }
        }
        let state = held.count == 1 ? "`@State` `\(held[0].name)`" : "`@State`"
        let what = RowStateCopy.fetchedWrappers.contains(data.wrapper) ? "`@\(data.wrapper)`" : "a fetch's `\(data.wrapper)`"
        let message = "`\(row)` copies `\(input)` into its \(state) in its `init`: SwiftUI keeps a row's state from its first "
            + "`init`, and `\(data.name)` is \(what), whose objects change in place under the same rows, so the row keeps "
            + "what `\(input)` first held; refresh the state when `\(input)` changes (`.onChange(of: …)`), or read `\(input)` itself"
        return metadata.finding(range: file.range(from: label, through: value), message: message)
    }

    /// `CachedMulti` in `FetchedResults<CachedMulti>` or `[CachedMulti]`, as written.
    static func fetchedElement(_ type: String?) -> String? {
        guard let type else { return nil }
        if let element = TypeResolver.arrayElement(type) { return TypeResolver.nominal(element) }
        guard let open = type.firstIndex(of: "<"), type.hasSuffix(">") else { return nil }
        return TypeResolver.nominal(String(type[type.index(after: open)..<type.index(before: type.endIndex)]))
    }

    /// The types of a fetch's results, handed from view to view: the same objects, changing in place.
    static let fetchedResultTypes = ["FetchedResults", "SectionedFetchResults", "Results"]

    /// Wrappers whose rows are fetched objects that change in place (a store's managed objects).
    static let fetchedWrappers: Set<String> = ["FetchRequest", "SectionedFetchRequest", "Query", "ObservedResults"]

    /// A row's `@StateObject` given the row's element: SwiftUI makes the object once per row and
    /// keeps it, so when the data is filled again with new objects under the same ids, each row
    /// keeps showing (and acting on) the first. Reported when the data is shown to be replaced or
    /// changed while shown, and the rows are keyed by a value of the element (a project class's
    /// own `id`, or a key path other than `\.self`): rows keyed by the object itself start over.
    func stateObjectFinding(_ context: RuleContext, _ call: RowsCall, row: String, property: PropertyDecl, label: Int, value: Int) -> Finding? {
        let file = context.file
        guard let type = property.type, let (first, last) = call.dataTokens(file) else { return nil }
        let nominal = TypeResolver.nominal(context.declarations.qualify(type, in: row))
        guard let info = context.declarations.info(nominal), info.kind == .class else { return nil }
        // The rows' key must last across a reload: by the class's default `id` (`ObjectIdentifier`) or an
        // `id` made by `UUID()`, a new object is a new row, with a new `@StateObject`.
        let key = call.id.flatMap { file.keyPathMember(of: $0) }.map { file.text($0) } ?? "id"
        guard let keyProperty = info.properties.first(where: { $0.name == key && !$0.isStatic }), !keyProperty.isNewUUID else { return nil }
        // New objects arrive only when the data is given a new value as a whole somewhere (`apps = loaded`);
        // appended, removed or moved, each row keeps its object.
        guard let written = MemberPath.parse(file, at: first, through: last, subscripts: true)?.names(file)
                .last(where: { !DataOrigin.derivations.contains($0) && !$0.hasPrefix("[") }),
              context.declarations.changes(of: written).contains(.assignedWhole) else { return nil }
        let why: String
        switch DataOrigin.of(first, last, in: context) {
        case .replaced(let reason), .changing(let reason): why = reason
        case .constant, .unknown, .appendedOnly, .filledOnAppear: return nil
        }
        let name = property.name
        let message = "`\(row).\(name)` is `@StateObject`: SwiftUI makes it once for each row and keeps the first `\(nominal)` "
            + "the row was given. The rows' data changes while shown (\(why)): when it is filled again with new objects, a row "
            + "whose id stays keeps showing and acting on the old one. The list owns these objects: declare it `@ObservedObject var \(name)`"
        return metadata.finding(range: file.range(from: label, through: value), message: message,
                                fix: observedObjectFix(context, call, row: row, property: name))
    }

    /// `@StateObject` made `@ObservedObject`, when the row type is a struct of this file that
    /// declares `@StateObject var name: T` without an initial value.
    func observedObjectFix(_ context: RuleContext, _ call: RowsCall, row: String, property: String) -> Fix? {
        let file = context.file
        guard case let full = context.declarations.resolve(row, in: context.enclosingType(of: call.nameToken)?.name),
              let type = context.fileTypes(named: full).first(where: { $0.kind == .struct }),
              let attribute = wrapperAttribute(file, in: type, property: property, wrapper: "@StateObject"),
              // An `init` that sets `_name = StateObject(wrappedValue: …)` would not compile with the new wrapper.
              !(type.open..<type.close).contains(where: { file.isKeyword($0, "init") && file.tree.enclosing($0) == type.open })
        else { return nil }
        return Fix(message: "Observe the list's object: `@ObservedObject var \(property)`",
                   edits: [Edit(range: file.tokens[attribute].range, replacement: "@ObservedObject")],
                   applicability: .unsafe(reason: "another place that makes a `\(row)` may hand it a new object, which only `@StateObject` keeps alive"))
    }

    /// Whether the `@State` property holds a value type: a class (an `ObservableObject`, an
    /// `@Observable` model) held in `@State` is the list's own object, and edits reach the list.
    /// A type the project does not declare proves nothing.
    func holdsValue(_ property: PropertyDecl, of row: String, _ context: RuleContext) -> Bool {
        guard let type = property.type else { return false }
        let nominal = TypeResolver.nominal(context.declarations.qualify(type, in: row))
        if TypeResolver.standardValueTypes.contains(nominal) || TypeResolver.isStructural(type) { return true }
        guard let kind = context.declarations.info(nominal)?.kind else { return false }
        return kind == .struct || kind == .enum
    }

    /// The binding form, when the row type is declared in this file with `@State var name: T` (no
    /// initial value) and the data has a binding: `@Binding var name: T`, `ForEach($X) { $x in
    /// Row(name: $x) }`.
    func bindingFix(_ context: RuleContext, _ call: RowsCall, _ parameter: Int, value: Int, row: String, property: String) -> Fix? {
        let file = context.file
        let t = file.tokens
        guard let (first, last) = call.dataTokens(file), let path = MemberPath.exactly(file, first, last),
              path.hasBinding(in: context),
              case let full = context.declarations.resolve(row, in: context.enclosingType(of: call.nameToken)?.name),
              let type = context.fileTypes(named: full).first(where: { $0.kind == .struct }),
              let attribute = wrapperAttribute(file, in: type, property: property, wrapper: "@State") else { return nil }
        let element = file.text(parameter)
        let edits = [
            Edit(range: t[attribute].range, replacement: "@Binding"),
            Edit(range: file.range(from: first, through: last), replacement: "$" + path.bindingText(file)),
            Edit(range: t[parameter].range, replacement: "$" + element),
            Edit(range: t[value].range, replacement: "$" + element),
        ]
        return Fix(message: "Pass a binding: `@Binding var \(property)` and `\(row)(\(property): $\(element))`", edits: edits,
                   applicability: .unsafe(reason: "every other place that makes a `\(row)` must then pass a binding too"))
    }

    /// The attribute `wrapper` (`@State`) of `@State var name: T` declared directly in `type` without an initial value.
    func wrapperAttribute(_ file: SourceFile, in type: TypeDecl, property: String, wrapper: String) -> Int? {
        let t = file.tokens
        var j = type.open + 1
        while j < type.close {
            if file.isKeyword(j, "var"), let n = file.next(after: j), file.tokenIs(n, property),
               let colon = file.next(after: n), t[colon].kind == .colon {
                let end = file.statementEnd(startingAt: j, limit: type.close)
                if (j...end).contains(where: { t[$0].kind == .operator && file.tokenIs($0, "=") }) { return nil }
                var p = file.previous(before: j)
                while let q = p, t[q].kind == .attribute || DeclarationScanner.isModifier(file, q) {
                    if t[q].kind == .attribute, file.tokenIs(q, wrapper) { return q }
                    p = file.previous(before: q)
                }
                return nil
            }
            j = file.skipGroup(j)
        }
        return nil
    }
}
