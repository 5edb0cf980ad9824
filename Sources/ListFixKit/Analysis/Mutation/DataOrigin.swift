import SwiftTokens

/// Whether the data a list shows can change while it is shown: what decides if keying rows by
/// position is a bug (rows inserted or removed shift every later row's identity) or the right key
/// (a fixed menu, weekday symbols that repeat).
enum DataOrigin: Sendable, Equatable {
    /// State, a binding, a store's results or a model's `var`: it changes while shown. The reason
    /// names the declaration: "`items` is `@State`".
    case changing(String)
    /// A literal, a `static let`, an enum's `allCases`, a `let` with its value, or a copy of those.
    case constant
    /// A `let` handed in, a parameter, a computed value: listfix cannot tell.
    case unknown
    /// Only ever appended to: rows are added at the end, and no row's position moves.
    case appendedOnly
    /// Changes only by being given a new value as a whole (`items = loaded`), never by inserting,
    /// removing or moving elements in place; the reason as for `changing`.
    case replaced(String)
    /// Starts empty and is filled once as its view appears (`Change.filledOnAppear`): its
    /// count changes, but every row is new then, so none takes another's place.
    case filledOnAppear(String)

    /// Members that derive a collection or a count from the one before them.
    static let derivations: Set<String> = [
        "count", "indices", "enumerated", "map", "filter", "sorted", "reversed", "compactMap", "prefix", "suffix",
        "dropFirst", "dropLast", "shuffled",
    ]

    /// Why the data changes while shown: "`items` is `@State`".
    var changeReason: String? {
        switch self {
        case .changing(let why), .replaced(let why), .filledOnAppear(let why): return why
        case .constant, .unknown, .appendedOnly: return nil
        }
    }

    /// Wrappers whose value SwiftUI or a store changes.
    static let changingWrappers: Set<String> = [
        "State", "Binding", "Published", "Query", "FetchRequest", "SectionedFetchRequest", "AppStorage", "SceneStorage",
        "ObservedResults", "ObservedSectionedResults",
    ]
    /// Wrappers whose value only the project's own code writes: unwritten, it never changes.
    static let ownWrites: Set<String> = ["State", "Published"]
    /// Wrappers that hold an observed object, whose `var`s change while shown.
    static let objectWrappers: Set<String> = ["ObservedObject", "StateObject", "EnvironmentObject", "Bindable", "Environment"]

    /// The origin of the data written from token `first` through `last` (the rows' collection).
    static func of(_ first: Int, _ last: Int, in context: RuleContext, depth: Int = 0) -> DataOrigin {
        let file = context.file
        let t = file.tokens
        // `[a, b, c]`: a literal.
        if t[first].kind == .leftBracket, file.tree.match(first) == last { return .constant }
        // `Array(X)`, `Array(zip(X, 0...))`: a copy changes as X does; `zip(A, B)` as the one of A and
        // B that changes most (an open range `0...` never does).
        if t[first].kind == .identifier, file.tokenIs(first, "Array") || file.tokenIs(first, "zip"),
           let open = file.next(after: first), t[open].kind == .leftParen, file.tree.match(open) == last {
            let arguments = file.arguments(of: open)
            guard !arguments.isEmpty, arguments.count <= 2, arguments.allSatisfy({ $0.label == nil }),
                  file.tokenIs(first, "zip") || arguments.count == 1 else { return .unknown }
            var origin = DataOrigin.constant
            for argument in arguments {
                guard let a = argument.valueFirst, let b = argument.valueLast else { return .unknown }
                // `0...`, `1...`: positions, which never change.
                if a + 1 == b, t[a].kind == .integerLiteral, file.tokenIs(b, "...") { continue }
                // The argument lies inside the call: no loop, so no step of the depth the locals count.
                origin = origin.joined(with: of(a, b, in: context, depth: depth))
            }
            return origin
        }
        // `Binding($items)`, the optional binding unwrapped: what `items` is.
        if let (a, b) = unwrappedBinding(first, last, in: file) { return of(a, b, in: context, depth: depth) }
        // `(quiz?.options ?? [])`, `(a ?? []).enumerated()`: what the group is, when only derivations follow.
        if t[first].kind == .leftParen, let close = file.tree.match(first), close <= last,
           let inner = file.next(after: first), inner < close, let innerLast = file.previous(before: close), innerLast >= inner,
           MemberPath.onlyMembers(derivations, after: close, through: last, in: file) {
            return of(inner, innerLast, in: context, depth: depth)
        }
        // `groups[key] ?? []`: what the left side is, the fallback being constant.
        var j = first
        while j < last {
            if t[j].kind == .operator, file.tokenIs(j, "??"), let before = file.previous(before: j), let after = file.next(after: j) {
                guard before >= first, after <= last, case .constant = of(after, last, in: context, depth: depth) else { return .unknown }
                return of(first, before, in: context, depth: depth)
            }
            j = file.skipGroup(j)
        }
        guard let path = MemberPath.parse(file, at: first, through: last, subscripts: true, optionalChains: true) else { return .unknown }
        // What follows the path may only be calls and closures of its last member (`X.map { … }`).
        if path.last < last, let next = file.next(after: path.last), t[next].kind != .leftParen && t[next].kind != .leftBrace {
            return .unknown
        }
        // `X.count`, `X.indices`, `X.map { … }`, `X.sorted()`: what X is.
        var names = path.names(file)
        // `model.visibleItems()`: what a method returns is computed, whatever the model is; made from
        // an argument that changes (`model.group(cocktails: saved)`), it changes when that does.
        if path.last < last, let next = file.next(after: path.last), t[next].kind == .leftParen,
           let called = names.last, !DataOrigin.derivations.contains(called) {
            return madeFromArguments(of: next, called: called, in: context, depth: depth)
        }
        while let tail = names.last, names.count > 1, DataOrigin.derivations.contains(tail) { names.removeLast() }
        return of(names: names, at: path.first, in: context, depth: depth)
    }

    /// The call by which the function whose body opens at `open` moves the elements of its parameter
    /// `name` (`name.remove(at:)`, `name.wrappedValue.insert(…)`, `move`, `swapAt`, …), as written;
    /// nil when it does not, or `name` is not one of its parameters.
    static func parameterMoved(_ name: String, inBody open: Int, _ file: SourceFile) -> String? {
        guard let close = file.tree.match(open) else { return nil }
        // Cheapest first: a byte search of the body for `name.`, before the signature is read.
        let body = file.range(from: open, through: close)
        let uses = ByteSearch.offsets(of: name + ".", in: file.bytes, within: body)
        guard !uses.isEmpty, let parameters = file.functionParameters(ofBody: open),
              parameters.contains(where: { file.tokenIs($0, name) }) else { return nil }
        let t = file.tokens
        // A local of the parameter's name (`var apps = apps.wrappedValue`) may be what is moved: not known
        // to be the parameter.
        for offset in ByteSearch.offsets(of: " " + name, in: file.bytes, within: body) {
            guard let n = file.token(startingAt: offset + 1), file.tokenIs(n, name), let keyword = file.previous(before: n),
                  file.isKeyword(keyword, "var") || file.isKeyword(keyword, "let") else { continue }
            return nil
        }
        for offset in uses {
            guard let i = file.token(startingAt: offset), t[i].kind == .identifier, file.tokenIs(i, name),
                  file.previous(before: i).map({ t[$0].kind != .period }) ?? true, var dot = file.next(after: i), t[dot].kind == .period,
                  var member = file.next(after: dot) else { continue }
            if file.tokenIs(member, "wrappedValue"), let d = file.next(after: member), t[d].kind == .period, let m = file.next(after: d) {
                (dot, member) = (d, m)
            }
            guard t[member].kind == .identifier, MutatingMethods.changes(file, method: member)?.shifts == true,
                  let paren = file.next(after: member), t[paren].kind == .leftParen || t[paren].kind == .leftBrace else { continue }
            return file.text(tokens: i, through: member) + (t[paren].kind == .leftParen ? "(…)" : " { … }")
        }
        return nil
    }

    /// What a method's result is, given the arguments of the call opened at `open`: a collection of
    /// known type that changes in place (elements inserted, removed, moved) changes what is made from
    /// it. Anything else says nothing of the result, which the method computes: a value replaced as a
    /// whole (`calendarWeeks(for: month)`) may give rows whose positions are their identity.
    static func madeFromArguments(of open: Int, called: String, in context: RuleContext, depth: Int) -> DataOrigin {
        let file = context.file
        guard depth < 4, file.tree.match(open) != nil else { return .unknown }
        // One value handed in, beside closures (`Dictionary(grouping: selected, by: { … })`): what the
        // method makes, it makes from that. With other values (`calendarWeeks(for: month, events: events)`)
        // the result may follow another.
        let values = file.arguments(of: open).filter { argument in
            guard let a = argument.valueFirst else { return false }
            return file.tokens[a].kind != .leftBrace && !(file.tokens[a].kind == .backslash)
        }
        guard values.count == 1, let a = values[0].valueFirst, let b = values[0].valueLast, file.tokens[a].kind == .identifier,
              let path = MemberPath.exactly(file, a, b), let type = TypeResolver(context).type(of: path),
              isDataType(type), TypeResolver.nominal(type) != "Int",
              case .changing(let why) = of(a, b, in: context, depth: depth + 1) else { return .unknown }
        return .changing("`\(called)(…)` is made from `\(file.text(tokens: a, through: b))`, and " + why)
    }

    /// Whether `owner`'s own code in this file assigns its property `name` new elements in front of
    /// the old (`items = newer + items`, `self.items = [item] + self.items`): every old element moves.
    /// A local or parameter of that name, or another type's property, is not the property.
    static func prepends(_ name: String, in owner: TypeDecl, _ context: RuleContext) -> Bool {
        let file = context.file
        let t = file.tokens
        for offset in ByteSearch.offsets(of: name, in: file.bytes) {
            guard let i = file.token(startingAt: offset), t[i].kind == .identifier, file.tokenIs(i, name),
                  let op = file.next(after: i), t[op].kind == .operator, file.tokenIs(op, "="),
                  context.enclosingType(of: i)?.name == owner.name else { continue }
            if let dot = file.previous(before: i), t[dot].kind == .period {
                guard let receiver = file.previous(before: dot), file.isKeyword(receiver, "self") else { continue }
            } else if DataOrigin.local(name, at: i, in: context) != nil {
                continue
            }
            if WriteSyntax.isPrepend(file, op, to: i) { return true }
        }
        return false
    }

    /// `$x` in `Binding($x)`, the initializer that unwraps an optional binding.
    static func unwrappedBinding(_ first: Int, _ last: Int, in file: SourceFile) -> (Int, Int)? {
        let t = file.tokens
        guard t[first].kind == .identifier, file.tokenIs(first, "Binding"), let open = file.next(after: first), t[open].kind == .leftParen,
              file.tree.match(open) == last, case let arguments = file.arguments(of: open), arguments.count == 1, arguments[0].label == nil,
              let a = arguments[0].valueFirst, let b = arguments[0].valueLast, file.bytes[t[a].start] == UInt8(ascii: "$") else { return nil }
        return (a, b)
    }

    /// The origin of data made from two others (`zip(A, B)`): the one that changes most.
    func joined(with other: DataOrigin) -> DataOrigin {
        func rank(_ o: DataOrigin) -> Int {
            switch o {
            case .constant: 0
            case .unknown: 1
            case .appendedOnly: 2
            case .filledOnAppear: 3
            case .replaced: 4
            case .changing: 5
            }
        }
        return rank(other) > rank(self) ? other : self
    }

    /// A collection or a count, written or optional (`[Item]`, `Set<ID>`, `Int?`): what rows are made of.
    static func isDataType(_ type: String) -> Bool {
        let nominal = TypeResolver.nominal(type)
        if nominal.hasPrefix("[") { return true }
        for prefix in ["Array<", "Set<", "Dictionary<", "ArraySlice<", "ContiguousArray<", "Range<", "ClosedRange<"] where nominal.hasPrefix(prefix) {
            return true
        }
        return nominal == "Int"
    }

    /// The origin of a getter's value: of the type's properties and types' members it reads, the one
    /// that changes most. A local's or a closure parameter's value is read where it is made, in the
    /// getter too, so their names are passed over (no scope lookups); any other name (a global, a
    /// function of the type called bare, `makeRows()`) is unknown. Its own name read again (a
    /// recursion) is passed over.
    static func getterOrigin(_ body: (open: Int, close: Int), of name: String, in context: RuleContext) -> DataOrigin {
        let file = context.file
        let t = file.tokens
        guard body.open + 1 < body.close, let owner = context.enclosingType(of: body.open) else { return .unknown }
        func isProperty(_ root: String) -> Bool {
            owner.properties.contains { $0.name == root } || context.declarations.property(root, of: owner.name) != nil
        }
        // The names the getter declares: its locals, loop variables and closures' parameters.
        var declared: Set<String> = []
        for j in (body.open + 1)..<body.close {
            if file.isKeyword(j, "let") || file.isKeyword(j, "var") || file.isKeyword(j, "for") || file.isKeyword(j, "case"),
               let n = file.next(after: j), t[n].kind == .identifier {
                declared.insert(file.text(n))
            } else if t[j].kind == .leftBrace, let signature = file.closureSignature(of: j) {
                for parameter in signature.parameters { declared.insert(file.text(parameter)) }
            }
        }
        var origin = DataOrigin.constant
        var j = body.open + 1
        while j < body.close {
            let isStart = (t[j].kind == .identifier || file.isKeyword(j, "self")) && file.previous(before: j).map { t[$0].kind != .period } ?? true
            guard isStart, let path = MemberPath.parse(file, at: j, through: body.close - 1, subscripts: true) else {
                j += 1
                continue
            }
            defer { j = path.last + 1 }
            let names = path.names(file)
            guard let root = names.first, root != name, !root.hasPrefix("$"), !declared.contains(root) else { continue }
            // Written as a whole here (`selected = item`): not read.
            if file.next(after: path.last).map({ t[$0].kind == .operator && file.tokenIs($0, "=") }) == true { continue }
            if isProperty(root) || (names.count >= 2 && isTypeName(root)) {
                origin = origin.joined(with: of(path.first, path.last, in: context))
            } else if !(names.count == 1 && isTypeName(root)) {
                // `makeRows()`, a global, a name listfix cannot place; `Item(…)` makes a value here.
                origin = origin.joined(with: .unknown)
            }
            if case .changing = origin { break }
        }
        return origin
    }

    /// Each member path among `tokens` (`0..<model.count + 1`: `model.count`) with its text and origin.
    /// `readsOnly`: leave out a path written as a whole there (`selected = item`), which is not read.
    static func paths(in tokens: ClosedRange<Int>, context: RuleContext, readsOnly: Bool = false) -> [(text: String, origin: DataOrigin)] {
        let file = context.file
        let t = file.tokens
        var out: [(text: String, origin: DataOrigin)] = []
        var j = tokens.lowerBound
        while j <= tokens.upperBound {
            // `self.items` starts at `self`.
            let isStart = (t[j].kind == .identifier || file.isKeyword(j, "self")) && file.previous(before: j).map { t[$0].kind != .period } ?? true
            if isStart, let path = MemberPath.parse(file, at: j, through: tokens.upperBound, subscripts: true), path.components.count > 1 || t[j].kind == .identifier {
                let written = readsOnly && file.next(after: path.last).map { t[$0].kind == .operator && file.tokenIs($0, "=") } == true
                if !written { out.append((path.text(file), of(path.first, path.last, in: context))) }
                j = path.last + 1
            } else {
                j += 1
            }
        }
        return out
    }

    /// The origin of `a.b.c` as seen at token `at`.
    static func of(names: [String], at: Int, in context: RuleContext, depth: Int) -> DataOrigin {
        guard var root = names.first else { return .unknown }
        // `$items`: the binding of `items`.
        if root.hasPrefix("$") { root.removeFirst() }
        let declarations = context.declarations
        // A capitalized name may still be the view's own property (`@EnvironmentObject var App`).
        if names.count >= 2, names.last == "allCases"
            || isTypeName(root) && context.enclosingType(of: at)?.properties.contains(where: { $0.name == root }) != true {
            // `Options.allCases`, `Badge.symbols`, `Self.symbols`: a type's static data.
            if names.last == "allCases" { return .constant }
            if root == "Self", let owner = context.enclosingType(of: at) { root = owner.name }
            else { root = declarations.resolve(root, in: context.enclosingType(of: at)?.name) }
            let property = declarations.property(names[1], of: root)
                ?? context.enclosingType(of: at).flatMap { $0.name == root ? $0.properties.first { $0.name == names[1] } : nil }
            if names.count == 2, let property, property.isStatic, property.isLet { return .constant }
            return .unknown
        }
        // A local: `let x = path`, `if let x = path`, `if let x` take the path's origin; others are unknown.
        if let local = local(root, at: at, in: context) {
            // A parameter of the function around: handed in, unknown, unless the function itself moves
            // its elements (`apps.wrappedValue.remove(at: idx)` in a row's button, over a binding handed in).
            if local.value == nil, context.file.tokens[local.keyword].kind == .leftBrace,
               let moved = parameterMoved(root, inBody: local.keyword, context.file) {
                return .changing("`\(root)` is handed in, and this function moves its elements (`\(moved)`)")
            }
            guard depth < 4, let value = local.value else { return .unknown }
            // `spoiler.rects` in the rows of `ForEach(comment.spoilers) { spoiler in … }`: a collection held
            // by one row's element goes with that row when the outer rows move.
            if names.count >= 2, context.file.tokens[local.keyword].kind == .leftBrace {
                let outer = of(value.first, value.last, in: context, depth: depth + 1)
                return elementMember(names.last!, of: outer, in: context)
            }
            // `if let x` unwraps the `x` of the scope outside: look it up before this declaration.
            // `if let x = Binding($x)` likewise.
            var unwrapped = value
            if let (a, b) = unwrappedBinding(value.first, value.last, in: context.file), a == b { unwrapped = (a, b) }
            let file = context.file
            let sameName = unwrapped.first == unwrapped.last
                && (file.tokenIs(unwrapped.first, root) || file.tokenIs(unwrapped.first, "$" + root))
            let origin = sameName
                ? of(names: [root], at: local.keyword, in: context, depth: depth + 1)
                : of(value.first, value.last, in: context, depth: depth + 1)
            return origin
        }
        guard let owner = context.enclosingType(of: at),
              // Where the project's declarations of the type disagree (nil), this file goes by its own.
              let property = declarations.property(root, of: owner.name) ?? owner.properties.first(where: { $0.name == root }) else {
            return .unknown
        }
        // `model.buttons`, a computed property of the value `model` holds: it is made afresh from the
        // value's stored members, so writes of `model` say nothing of it. (An object's members are
        // followed by their own writes, in `member`.)
        if names.count >= 2, let written = property.type {
            let type = TypeResolver.nominal(declarations.qualify(written, in: owner.name))
            if let info = declarations.info(type), info.kind != .class, info.property(names[1])?.isStored == false { return .unknown }
        }
        if let wrapper = property.wrapper {
            // `@State var model = Model()` holds an object: `model.items` changes as the object's
            // member does, not when `model` is written.
            if names.count >= 2, ownWrites.contains(wrapper),
               let origin = objectMember(names, root: root, written: property.type, owner: owner.name, in: context) {
                return origin
            }
            if changingWrappers.contains(wrapper) {
                // State the project never writes after its first value (`@State private var lines` set
                // in `init`) does not change; a binding's and a store's owners write elsewhere.
                let why = "`\(root)` is `@\(wrapper)`"
                let changing = DataOrigin.changing(why)
                // Of a path into a value (`review.benchmarks`), the member's type: writes of `review`'s
                // other members, or of `benchmarks[i]` through a binding, move none of its elements.
                let dataType = names.count >= 2 ? TypeResolver(context).type(ofNames: names, at: at) : property.type
                if wrapper == "Binding" { return bound(names, reason: why, type: dataType, in: context) }
                guard ownWrites.contains(wrapper) else { return changing }
                // Appends and `x[i] = …` move no element of an array; `x[key] = …` inserts into a
                // dictionary, and a type listfix cannot read could be either.
                // `model.rules.remove(at:)` with `model` a value: the member moves, whatever `model` is given.
                if names.count >= 2, let last = names.last, declarations.changes(of: last).shifts { return changing }
                let written = declarations.changes(of: root)
                let onlyGrows: DataOrigin = growsOnly(dataType, written, declarations) ? .appendedOnly : changing
                if !written.rewrites {
                    return written.writes ? onlyGrows : .constant
                }
                // A `private` one is written in its own file only, whatever other types write to a member
                // of that name. (Asked only when the project writes that name: it scans the file.)
                // Handed to another view (`Editor(items: $items)`), it is also written where that view is.
                let changes: Changes
                if property.isPrivate {
                    // Another type's member of that name in this file counts only where it would shift the
                    // data: the writes are read again by their owner then (the rarer, dearer search).
                    let writes = context.analysis(FileWrites.self)
                    let byName = writes.changes(root)
                    changes = (byName.shifts ? writes.changes(root, ownedBy: owner.name, context) : byName)
                        .union(declarations.receiverChanges(of: root))
                } else if wrapper == "State" {
                    // The view's own writes, read again by their owner in this file, and in other files
                    // its extensions' and, where it hands it on, its receivers'. No other value holds a
                    // view's state, so a whole write or a move through some value of that name is another
                    // type's; its bindings and element writes are kept by name only.
                    changes = context.analysis(FileWrites.self).changes(root, ownedBy: owner.name, context)
                        .union(declarations.ownChanges(of: root, in: owner.name))
                        .union(declarations.changesThroughValues(of: root).subtracting([.assignedWhole, .inserted, .removed, .moved]))
                } else {
                    // A model's: writes through any value of that name count too.
                    changes = declarations.changes(of: root, in: owner.name)
                }
                if changes.shifts { return changing }
                if changes.contains(.assignedWhole) {
                    return prepends(root, in: owner, context) ? .changing(why + ", which gets elements put in front") : .replaced(why)
                }
                if changes.contains(.filledOnAppear) { return .filledOnAppear(why) }
                return changes.writes ? (growsOnly(dataType, changes, declarations) ? .appendedOnly : changing) : .constant
            }
            if objectWrappers.contains(wrapper) {
                let type = property.type.map { declarations.qualify($0, in: owner.name) }
                return member(names.dropFirst(), of: type, root: "`\(root)` is `@\(wrapper)`", in: context)
            }
            if wrapper == "Default" { return storedDefault(names, reason: "`\(root)` is `@Default`", type: property.type, in: context) }
            return .unknown
        }
        if property.isStatic && property.isLet { return .constant }
        if property.isLet && property.hasInitialValue && names.count == 1 { return .constant }
        // `var visiblePins: [Pin] { pins.filter { … } }`, a getter of the type here: its value is made
        // from what it reads each time it is read, so it changes as the one of those that changes most.
        // Only a getter of data rows or ranges are made of (a collection, a count): not a view's
        // `some View` members, whose bodies say nothing of data.
        if !property.isStored, !property.isStatic, names.count == 1, let type = property.type, isDataType(type) {
            return context.getterOrigin(of: root, owner: owner.name) {
                // A plain loop: a lazy chain's generic types are made at run time, once per process, at a
                // cost larger than the search.
                for part in context.fileTypes(named: owner.name) {
                    if let body = DeclarationScanner.accessorBody(of: root, in: part, file: context.file) {
                        return getterOrigin(body, of: root, in: context)
                    }
                }
                return .unknown
            }
        }
        // A model object held without a wrapper still changes: it is a reference.
        return objectMember(names, root: root, written: property.type, owner: owner.name, in: context) ?? .unknown
    }

    /// A collection `name` held by each element of rows whose data has origin `outer`. Outer data
    /// that does not change holds inner data that does not; outer data replaced replaces the inner
    /// too; outer elements moved carry their inner rows along, and the inner data shifts only when
    /// something moves a collection of its name.
    static func elementMember(_ name: String, of outer: DataOrigin, in context: RuleContext) -> DataOrigin {
        switch outer {
        case .constant, .unknown, .replaced: return outer
        case .changing(let why):
            return context.declarations.changes(of: name).shifts ? .changing(why) : .replaced(why)
        case .appendedOnly, .filledOnAppear:
            return context.declarations.changes(of: name).shifts ? .changing("`\(name)` is moved") : .appendedOnly
        }
    }

    /// Data behind a `@Binding`: its owner is a view listfix finds only by the names it writes, since
    /// a collection is handed down under one name (`Editor(items: $items)`) and the views on both
    /// sides write it so. Moved by any of the path's names: changing; only given new values: a
    /// replacement; a binding to an array only appended to or changed element by element:
    /// appended-only (`type` is the path's: one listfix cannot read, changing); unwritten: unknown,
    /// for its owner is out of sight.
    static func bound(_ names: [String], reason: String, type: String?, in context: RuleContext) -> DataOrigin {
        let declarations = context.declarations
        let changes = names.map { declarations.changes(of: $0.hasPrefix("$") ? String($0.dropFirst()) : $0) }
        if changes.contains(where: \.shifts) { return .changing(reason) }
        if changes.contains(where: \.rewrites) { return .replaced(reason) }
        if changes.contains(where: \.writes) {
            return growsOnly(type, changes.reduce(Changes()) { $0.union($1) }, declarations) ? .appendedOnly : .changing(reason)
        }
        return .unknown
    }

    /// A value of the Defaults package (`@Default(.websites) var websites`), which code anywhere may
    /// also write under its key (`Defaults[.websites] = …`), a name listfix does not match: the
    /// writes it sees of the path's names decide as for state (moved: changing; given new values:
    /// replaced; appended: appended-only), and no write seen proves nothing.
    static func storedDefault(_ names: [String], reason: String, type: String?, in context: RuleContext) -> DataOrigin {
        let changes = names.map { context.declarations.changes(of: $0) }.reduce(Changes()) { $0.union($1) }
        if changes.shifts { return .changing(reason) }
        if changes.rewrites { return .replaced(reason) }
        // `append` is a collection's that grows at its end, whatever its type (written or not).
        if changes.writes {
            return names.count == 1 && (isArrayType(type) || changes.isSubset(of: .appended)) ? .appendedOnly : .changing(reason)
        }
        return .unknown
    }

    /// When `root`'s declared type `written` is a project class: the origin of the rest of the
    /// path as members of that object. Nil for any other type.
    static func objectMember(_ names: [String], root: String, written: String?, owner: String, in context: RuleContext) -> DataOrigin? {
        guard let written else { return nil }
        let type = TypeResolver.nominal(context.declarations.qualify(written, in: owner))
        guard context.declarations.info(type)?.kind == .class else { return nil }
        return member(names.dropFirst(), of: type, root: "`\(root)` is a `\(TypeResolver.nominal(written))` object", in: context)
    }

    /// A member path under an observed object: changing when it reaches a `var` of a class.
    static func member(_ names: ArraySlice<String>, of type: String?, root: String, in context: RuleContext) -> DataOrigin {
        guard var current = type.map(TypeResolver.nominal) else { return .unknown }
        // By index, not `zip`: a `Zip2Sequence` of a slice is a generic type made at run time, once per
        // process, at a cost far above the loop's.
        for k in names.indices {
            let name = names[k]
            guard let info = context.declarations.info(current), info.kind == .class,
                  let property = info.property(name) else { return .unknown }
            // `@Published var manager = Manager()` never given another object holds it as a `let` would:
            // the path goes on through the object's own members.
            if !property.isLet, k < names.endIndex - 1, !context.declarations.changes(of: name).rewrites,
               let next = context.declarations.memberType(name, of: current),
               context.declarations.info(TypeResolver.nominal(next))?.kind == .class {
                current = TypeResolver.nominal(next)
                continue
            }
            if !property.isLet {
                let why = "\(root), and `\(name)` is one of its `var`s"
                // `watchConfig.items.move(…)` with `watchConfig` a value: the member moves. Not a member the
                // value's type declares `let` (`let clubs: [String]`): no write moves it in place, and a
                // `clubs.remove(at:)` elsewhere is another type's.
                if k < names.endIndex - 1, let last = names.last, context.declarations.changes(of: last).shifts,
                   !(k == names.endIndex - 2 && isLetMember(last, ofValueIn: name, of: current, context)) { return .changing(why) }
                // A store's wrapper (`@Query`) changes by itself; the rest change by the project's writes.
                if let wrapper = property.wrapper, changingWrappers.contains(wrapper) && !ownWrites.contains(wrapper) {
                    return .changing(why)
                }
                let written = context.declarations.changes(of: name)
                guard written.rewrites else {
                    // Appended to or changed element by element only (`$model.items[i].done`): no element moves.
                    return written.writes && growsOnly(property.type, written, context.declarations) ? .appendedOnly : .unknown
                }
                return context.declarations.changes(of: name, in: current).shifts ? .changing(why) : .replaced(why)
            }
            // An object's `let` given its value where it is declared never changes.
            if k == names.endIndex - 1, property.hasInitialValue, !property.isStatic { return .constant }
            guard let next = context.declarations.memberType(name, of: current) else { return .unknown }
            current = TypeResolver.nominal(next)
        }
        return .unknown
    }

    /// Whether the value `current.name` holds is of a type the project declares (not a class) with
    /// `member` as a stored `let`.
    static func isLetMember(_ member: String, ofValueIn name: String, of current: String, _ context: RuleContext) -> Bool {
        guard let type = context.declarations.memberType(name, of: current),
              let info = context.declarations.info(TypeResolver.nominal(type)), info.kind != .class,
              let property = info.property(member) else { return false }
        return property.isLet && property.isStored
    }

    /// `[Item]` or `Array<Item>` as written (without spaces): not a dictionary, and not unknown.
    /// An array, declared so, not a dictionary (`[K: V]`), whose keys a write may insert anywhere.
    static func isArrayType(_ written: String?) -> Bool {
        guard let written else { return false }
        return written.hasPrefix("Array<") || written.hasPrefix("[") && written.hasSuffix("]") && !written.contains(":")
    }

    /// Whether a collection of the declared type, written only in these ways (appends, elements
    /// written where they stand), moves none of its elements: an array, whose `items[i] = nil`
    /// clears an optional in place, or an ordered collection of swift-collections, which appends a
    /// new key (`previews[url] = data`) but closes the gap a `previews[url] = nil` leaves.
    /// A type of that name the project declares itself is its own, whose writes listfix cannot read
    /// so: changing.
    static func growsOnly(_ written: String?, _ changes: Changes, _ declarations: Declarations) -> Bool {
        if isArrayType(written) { return true }
        guard let written, written.hasPrefix("OrderedDictionary<") || written.hasPrefix("OrderedSet<"),
              let name = written.split(separator: "<").first, declarations.info(String(name)) == nil else { return false }
        return !changes.contains(.entryCleared)
    }

    static func isTypeName(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        return first >= 0x41 && first <= 0x5A
    }

    /// The local declared by the `let` or `var` at `keyword`, with the value it was given.
    static func declaredLocal(at keyword: Int, in file: SourceFile) -> (keyword: Int, value: (first: Int, last: Int)?) {
        let t = file.tokens
        // `let items: [(Tracker, [Source])] = [ … ]`: the value follows the type, if any.
        guard let head = DeclarationScanner.head(file, at: keyword) else { return (keyword, nil) }
        let nameToken = head.name
        if file.tokenIs(head.rest, "="), let value = file.next(after: head.rest) {
            let end = file.statementEnd(startingAt: value, limit: t.count)
            var last = end
            // `if let x = a.b {`: the value stops before the body.
            if t[last].kind == .leftBrace || t[last].kind == .comma, let p = file.previous(before: last) { last = p }
            // `if let x = Binding($x) {`, `if ready, let x = load() {`: a condition takes no trailing
            // closure, so its first `{` or `,` ends it.
            if let p = file.previous(before: keyword),
               file.isKeyword(p, "if") || file.isKeyword(p, "guard") || file.isKeyword(p, "while") || file.tokens[p].kind == .comma {
                var j = value
                while j <= last {
                    if t[j].kind == .leftBrace || t[j].kind == .comma, let before = file.previous(before: j) { last = before; break }
                    j = file.skipGroup(j)
                }
            }
            return (keyword, last >= value ? (value, last) : nil)
        }
        if let p = file.previous(before: keyword), file.isKeyword(p, "if") || file.isKeyword(p, "guard") {
            return (keyword, (nameToken, nameToken))
        }
        return (keyword, nil)
    }

    /// The local or closure parameter `name` seen at token `at`, with the value it was given
    /// (`let x = a.b`, `if let x = a.b`; `if let x` gives `x` of the scope outside).
    static func local(_ name: String, at: Int, in context: RuleContext) -> (keyword: Int, value: (first: Int, last: Int)?)? {
        let file = context.file
        let t = file.tokens
        var scope = file.tree.enclosing(at)
        let typeBody = context.enclosingType(of: at)?.open
        while let open = scope, open != typeBody {
            if t[open].kind == .leftBrace {
                // Not the declaration whose own value is being read: in `let events = self.events.events`
                // the value names the property, not the local.
                for keyword in (context.locals(in: open)[name] ?? []).reversed() where keyword < at {
                    if file.tree.enclosing(at) == file.tree.enclosing(keyword), at <= file.statementEnd(startingAt: keyword, limit: t.count) {
                        continue
                    }
                    return declaredLocal(at: keyword, in: file)
                }
                // `func rows(for home: Home) { … home … }`: the parameter shadows any member of that name.
                if let parameters = file.functionParameters(ofBody: open), parameters.contains(where: { file.tokenIs($0, name) }) {
                    return (open, nil)
                }
                if let signature = file.closureSignature(of: open), signature.parameters.contains(where: { file.tokenIs($0, name) }) {
                    // A row's element is part of the rows' data.
                    guard let call = context.call(withContent: open), let data = call.dataTokens(file) else { return (open, nil) }
                    return (open, data)
                }
                // `switch model.state { case .loaded(let items): … }`, `if case .loaded(let items) = model.state {`:
                // the payload changes as the value it is taken from does.
                if let bound = patternBinding(name, in: open, before: at, file) { return bound }
            }
            scope = file.tree.enclosing(open)
        }
        return nil
    }
}

extension DataOrigin {
    /// `name` bound by a `case` pattern that the block at `open` runs under: a `switch` case before
    /// `at` (the block is the switch's), or the `if case` that opens it. The `case`
    /// keyword, and the tokens of the value matched.
    static func patternBinding(_ name: String, in open: Int, before at: Int, _ file: SourceFile) -> (keyword: Int, value: (first: Int, last: Int)?)? {
        let t = file.tokens
        // The statement the block belongs to, among the statements of the block around it; its
        // first brace at its own level must be this one (an `else` block binds nothing). Not
        // `guard`: what it binds is in scope after it, never inside its `else` block.
        guard let outer = file.tree.enclosing(open), t[outer].kind == .leftBrace,
              let statement = file.statements(inBody: outer).first(where: { $0.first < open && open <= $0.last }),
              file.isKeyword(statement.first, "switch") || file.isKeyword(statement.first, "if"),
              (statement.first..<open).allSatisfy({ t[$0].kind != .leftBrace || file.tree.enclosing($0) != outer }) else { return nil }
        let keyword = statement.first
        guard let subjectFirst = file.next(after: keyword), let subjectLast = file.previous(before: open),
              subjectFirst <= subjectLast else { return nil }
        // `name` in a `let`/`var` pattern: not a case's name (`.comments`), nor read in a `where`.
        func binds(_ from: Int, _ to: Int) -> Bool {
            var bound = false
            for k in from...to {
                if file.isKeyword(k, "where") { return false }
                if file.isKeyword(k, "let") || file.isKeyword(k, "var") { bound = true }
                if bound, t[k].kind == .identifier, file.tokenIs(k, name), file.previous(before: k).map({ t[$0].kind != .period }) ?? true {
                    return true
                }
            }
            return false
        }
        if file.isKeyword(keyword, "switch") {
            // The last `case` label of this switch before `at`, up to its `:`.
            var label: Int?
            for k in stride(from: at - 1, to: open, by: -1) where file.isKeyword(k, "case") && file.tree.enclosing(k) == open {
                label = k
                break
            }
            guard let label, let colon = (label..<at).first(where: { t[$0].kind == .colon && file.tree.enclosing($0) == open }),
                  binds(label, colon) else { return nil }
            return (label, (subjectFirst, subjectLast))
        }
        // `if case .loaded(let items) = model.state`: one condition, the value after its `=`.
        guard file.isKeyword(subjectFirst, "case"),
              let equals = (subjectFirst...subjectLast).first(where: { file.tokenIs($0, "=") && file.tree.enclosing($0) == file.tree.enclosing(subjectFirst) }),
              binds(subjectFirst, equals), let value = file.next(after: equals), value <= subjectLast,
              !(value...subjectLast).contains(where: { t[$0].kind == .comma && file.tree.enclosing($0) == file.tree.enclosing(subjectFirst) }) else { return nil }
        return (subjectFirst, (value, subjectLast))
    }
}

extension RowsCall {
    /// `.onDelete` or `.onMove` on the rows: they remove and move elements by offset.
    func editsRows(_ file: SourceFile) -> Modifier? { rowEdits(file).first }

    /// Each `.onDelete` and `.onMove` on the call, in order.
    func rowEdits(_ file: SourceFile) -> [Modifier] {
        file.modifierChain(after: file.callEnd(from: nameToken)).filter { file.tokenIs($0.name, "onDelete") || file.tokenIs($0.name, "onMove") }
    }
}

