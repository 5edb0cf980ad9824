// Identity: what keys rows and whether it lasts: the element's `Identifiable` proof
// (`ElementIdentity`), its `id` declaration (`IDDeclaration`), `enumerated()` rows
// (`EnumeratedData`), and whether rows keyed by position show a hazard (`PositionKeyedRows`).

import SwiftTokens

/// What proves the identity of rows: the element type's `Identifiable` conformance with an `id`
/// that lasts. The key path the project keys that type's rows by elsewhere is a fix, not a proof.
extension TypeResolver {
    /// What the project proves of an element type's identity.
    enum Identity: Sendable, Equatable {
        /// `Identifiable`, with an `id` that is stored, or computed from stored `let`s only.
        case identifiable
        /// `Identifiable`, with a stored `id` whose default is a new `UUID()` for every value made.
        case newUUID
        /// Not `Identifiable`; the project keys its rows by this one key path in other calls.
        case keyedElsewhere(String)
        /// Not `Identifiable`, but it has an `id` property, which nothing says is unique.
        case notIdentifiable
        /// `id` is computed from something that does not last (`hashValue`, `self`, `UUID()`).
        case unstable(String)
        /// `Identifiable`, with a computed `id` that reads more than stored `let`s of its type, as far as listfix can tell.
        case unprovenID
        case noID
        case unknown
    }

    /// How rows of an element type can be keyed, for a rule's fix.
    enum RowKey: Sendable, Equatable {
        /// By the element's `member`; `identifiable` when that is its `Identifiable` id.
        case key(member: String, identifiable: Bool, applicability: Applicability)
        /// No fix, for this reason.
        case noFix(String)
        case unknown
    }

    func identity(of element: String) -> Identity {
        // Arrays, dictionaries, tuples, optionals and functions cannot be given an `id`.
        if TypeResolver.isStructural(element) { return .noID }
        let name = TypeResolver.nominal(element)
        let d = context.declarations
        // Two modules declare the name differently (an app's `Manga` and a package's): which one
        // the rows hold is not known.
        if d.info(name)?.conformancesDisagree == true { return .unknown }
        if d.conforms(name, to: "Identifiable") { return identifiableIdentity(name) }
        // `@Model class Photo`: the macro adds `PersistentModel`, which is `Identifiable`.
        if d.hasAttachedMacro(name) { return .unknown }
        if let keyPath = keyPathElsewhere(name) { return .keyedElsewhere(keyPath) }
        if d.property("id", of: name) != nil { return .notIdentifiable }
        // The standard library's, Foundation's and SwiftUI's value types have no `id` unless the
        // project gives them one (above).
        if TypeResolver.standardValueTypes.contains(name) { return .noID }
        // A protocol the project does not declare could supply `id` in an extension.
        return d.seesAll(of: name) ? .noID : .unknown
    }

    /// The identity of an `Identifiable` type: proven only by an `id` that lasts.
    func identifiableIdentity(_ name: String) -> Identity {
        let d = context.declarations
        let kind = d.info(name)?.kind
        let owner = idOwner(name)
        guard let owner, let id = d.property("id", of: owner) else {
            // A class without one is identified by its object (class-identity reports that).
            return kind == .class ? .identifiable : .unknown
        }
        if id.isStatic { return .unknown }
        if id.isStored { return id.isNewUUID ? .newUUID : .identifiable }
        switch d.idSource(of: owner) {
        case .unstable(let what):
            // An enum's cases are their own identity.
            return kind == .enum && what == "self" ? .identifiable : .unstable(what)
        case .names(let names) where !names.isEmpty:
            for n in names {
                if kind == .enum && n == "rawValue" { continue }
                guard let p = d.property(n, of: name), p.isStored, p.isLet, !p.isStatic else { return .unprovenID }
            }
            return .identifiable
        default:
            return .unprovenID
        }
    }

    /// The type that declares `name`'s `id`: the type's own, or a protocol it adopts that declares
    /// one in an extension.
    func idOwner(_ name: String) -> String? {
        let d = context.declarations
        return d.property("id", of: name) != nil ? name : (d.info(name)?.conformances ?? []).first { d.property("id", of: $0) != nil }
    }

    /// The stored `let`s an `id` computed from them reads (`name + reps`, or content handed on
    /// whole: `var id: String { url }`), as a message names them; nil when the `id` is stored, hands
    /// on one `let` that is an identifier, or the type is a class identified by its object. Such an
    /// `id` lasts, but nothing makes it unique: two exercises alike in a generated workout share one,
    /// and a message can show one image's URL twice.
    func contentOfComputedID(_ name: String) -> String? {
        let d = context.declarations
        let owner = idOwner(name)
        guard let owner, let id = d.property("id", of: owner), !id.isStored,
              case .names(let names) = d.idSource(of: owner), !names.isEmpty else { return nil }
        // One stored identifier handed on (`var id: UUID { uuid }`, `{ recordID }`) is as unique as storing it as `id`.
        if names.count == 1, TypeResolver.isIdentifier(names[0], type: d.property(names[0], of: owner)?.type) { return nil }
        return names.map { "`\($0)`" }.joined(separator: ", ")
    }

    /// Whether a stored `let` is an identifier rather than content: of an identity type (`UUID`, a
    /// store's object id), or named as one (`uuid`, `recordID`, `record_id`, `identifier`; not
    /// `paid` or `grid`).
    static func isIdentifier(_ name: String, type: String?) -> Bool {
        if let type, ["UUID", "ObjectIdentifier", "PersistentIdentifier", "NSManagedObjectID", "CKRecord.ID"].contains(TypeResolver.nominal(type)) {
            return true
        }
        let lower = name.lowercased()
        return lower == "id" || lower.hasSuffix("_id") || name.hasSuffix("ID") || name.hasSuffix("Id") || lower.hasSuffix("uuid")
            || lower.hasSuffix("identifier")
    }

    /// The one key path the project keys rows of `name` by in its `ForEach`, `List` and `Table`
    /// calls; nil when there is none, or more than one.
    func keyPathElsewhere(_ name: String) -> String? {
        context.declarations.keyPath(keyingRowsOf: name)
    }

    /// How rows of `element`, made from `data`, can be keyed.
    func rowKey(of element: String, data: MemberPath?) -> RowKey {
        let name = TypeResolver.nominal(element)
        switch identity(of: element) {
        case .identifiable:
            // An enum's value is its case, and one case can stand in an array twice (a filler padded
            // in): keyed by position those rows differ, keyed by the case they would share one id.
            if context.declarations.info(name)?.kind == .enum {
                return .key(member: "id", identifiable: true, applicability: .unsafe(reason:
                    "`\(name)` is an enum: one case can stand in the data more than once, and its rows would then share one id"))
            }
            if let data, let repeated = repeatedValues(in: data) { return .key(member: "id", identifiable: true, applicability: .unsafe(reason: repeated)) }
            // `let id: UUID?`: every value made with `id: nil` (a draft, a server's result not yet saved)
            // shares that one id.
            if let owner = idOwner(name), let type = context.declarations.property("id", of: owner)?.type, TypeResolver.isOptional(type) {
                return .key(member: "id", identifiable: true, applicability: .unsafe(reason:
                    "`\(name).id` is optional (`\(type)`): values made with a `nil` id would share it"))
            }
            if let content = contentOfComputedID(name) {
                return .key(member: "id", identifiable: true, applicability: .unsafe(reason:
                    "`\(name).id` is computed from its content (\(content)): two elements alike would share one id"))
            }
            return .key(member: "id", identifiable: true, applicability: .safe)
        case .newUUID:
            if let data, ownsValues(data) {
                if let repeated = repeatedValues(in: data) { return .key(member: "id", identifiable: true, applicability: .unsafe(reason: repeated)) }
                return .key(member: "id", identifiable: true, applicability: .safe)
            }
            return .key(member: "id", identifiable: true, applicability: .unsafe(reason:
                "`\(name).id` is a new `UUID()` for every value made; rows made in a body get new ids on every render"))
        case .keyedElsewhere(let keyPath):
            // Unique among the rows it keys there (an album's songs) says nothing of these (a queue,
            // where one song can stand twice).
            return .key(member: keyPath, identifiable: false, applicability: .unsafe(reason:
                "`\(name)` is not Identifiable; the project keys its rows by `\\.\(keyPath)` elsewhere, but here it may repeat"))
        case .notIdentifiable:
            return .key(member: "id", identifiable: false, applicability: .unsafe(reason: "`\(name)` is not Identifiable; its `id` may repeat"))
        case .unstable(let what):
            return .noFix("`\(name).id` is computed from \(what), so it is not the same from one read or edit to the next: give `\(name)` a stored id")
        case .unprovenID:
            return .key(member: "id", identifiable: true, applicability: .unsafe(reason:
                "`\(name).id` is computed, and listfix cannot tell that it reads only stored `let`s, so it may change"))
        case .noID:
            return .noFix(TypeResolver.noIDReason(element))
        case .unknown:
            return .unknown
        }
    }

    /// Why `data` may hold one value again and again (a placeholder repeated while loading): a
    /// property whose value is such an array (`Array(repeating:count:)`, `[p, p]`), or a getter of
    /// the view that may give one. Keyed by their ids, such rows would share one; nil when nothing
    /// here says so.
    func repeatedValues(in data: MemberPath) -> String? {
        var names = data.componentTexts(file)
        if names.first == "self" { names.removeFirst() }
        guard let name = names.last, !names.contains(where: { $0.hasPrefix("[") }) else { return nil }
        let why = "`\(data.text(file))` may give one value again and again (a placeholder): keyed by their ids, those rows would share one"
        guard names.count == 1 else {
            guard let owner = type(ofNames: Array(names.dropLast()), at: data.first) else { return nil }
            return context.declarations.property(name, of: TypeResolver.nominal(owner))?.repeats == nil ? nil : why
        }
        guard let type = context.enclosingType(of: data.first),
              let property = context.declarations.property(name, of: type.name) ?? type.properties.first(where: { $0.name == name })
        else { return nil }
        let gives = property.repeats != nil || (!property.isStored && !repeatedArrays(givenBy: name, of: type).arrays.isEmpty)
        // Asked last (it walks the scopes): a local or a closure's parameter of that name is not the property.
        return gives && (file.isKeyword(data.first, "self") || !isLocal(name, at: data.first, inside: type)) ? why : nil
    }

    /// The repeated arrays (`Array(repeating:count:)`, `[p, p]`) the computed property `name` of
    /// `type` may give, its getter read in this file, and how many values it may give in all.
    func repeatedArrays(givenBy name: String, of type: TypeDecl) -> (arrays: [RepeatedArray], values: Int) {
        for part in context.fileTypes(named: type.name) {
            guard let body = DeclarationScanner.accessorBody(of: name, in: part, file: file),
                  let given = GivenValues.ofGetter(file, open: body.open) else { continue }
            return (given.compactMap { RepeatedArray.parse(file, $0.first, $0.last) }, given.count)
        }
        return ([], 0)
    }

    /// Whether keying rows of `element` from `data` by their ids only trades positions for ids that
    /// change at each refill: the `id` is a new `UUID()` per value made and the data is filled again
    /// as a whole with values that may be new. With no hazard shown, such a migration gains nothing
    /// (a calendar's month pages, rebuilt with new ids whenever the data changes).
    func keysChangeAtEachRefill(of element: String, data: MemberPath?) -> Bool {
        guard let data, identity(of: element) == .newUUID else { return false }
        return refilledWithNewValues(data) != nil
    }

    /// The data's name when this file gives it a new value as a whole that may hold new values
    /// (`months = CalendarCache.generateMonths()`, a decoded page): values whose `id` is a new
    /// `UUID()` come back with new ids at each refill. An empty array, or the data's own elements
    /// filtered or sorted (`items = items.filter { … }`), brings none. Writes in other files are known
    /// by name only, which proves nothing: they never silence a migration.
    func refilledWithNewValues(_ data: MemberPath) -> String? {
        guard let name = data.componentTexts(file).filter({ $0 != "self" }).last,
              context.declarations.changes(of: name).contains(.assignedWhole) else { return nil }
        let t = file.tokens
        for i in t.indices where t[i].kind == .identifier && file.tokenIs(i, name) {
            guard let eq = file.next(after: i), t[eq].kind == .operator, file.tokenIs(eq, "="), file.isBinaryOperator(eq),
                  let value = file.next(after: eq) else { continue }
            if let p = file.previous(before: i), file.isKeyword(p, "let") || file.isKeyword(p, "var") { continue }
            // `[]`: nothing kept, nothing new.
            if t[value].kind == .leftBracket, file.next(after: value) == file.tree.match(value) { continue }
            // `items.filter { … }`, `self.items.sorted()`: the same values.
            let end = file.statementEnd(startingAt: value, limit: t.count)
            if let base = GivenValues.keptBase(file, (value, end)), base.componentTexts(file).filter({ $0 != "self" }) == [name] { continue }
            return name
        }
        return nil
    }

    /// Property wrappers whose values live outside the view's body: state, published and
    /// observed values, queries.
    static let owningWrappers: Set<String> = [
        "State", "StateObject", "ObservedObject", "EnvironmentObject", "Environment", "Published", "Binding", "Bindable",
        "Query", "FetchRequest", "SectionedFetchRequest", "AppStorage", "SceneStorage",
    ]

    /// Whether the values of `data` are kept where rows do not remake them: `@State`,
    /// `@Published`, a property of an observed or `@Observable` model (a class), `@Query`,
    /// `@FetchRequest`. A `let` or parameter of the view, a computed property, a local or a
    /// builder's result is not.
    func ownsValues(_ data: MemberPath, depth: Int = 0) -> Bool {
        var names = data.componentTexts(file)
        let at = data.first
        if names.first == "self" { names.removeFirst() }
        guard let first = names.first, !first.hasPrefix("[") else { return false }
        let type = context.enclosingType(of: at)
        // A local or a closure parameter: values made in the body.
        if isLocal(first, at: at, inside: type) { return false }
        guard let type,
              let property = context.declarations.property(first, of: type.name) ?? type.properties.first(where: { $0.name == first })
        else { return false }
        if let wrapper = property.wrapper, TypeResolver.owningWrappers.contains(wrapper) {
            // `store.visible` of a `@StateObject var store`: the model's member must be stored too; a
            // computed one may make its values on every read.
            return names.count == 1 || membersAreStored(names, at: at)
        }
        // A getter of the view that only gives such values back, filtered or sorted, makes none.
        if !property.isStored, names.count == 1, depth < 2 {
            return context.fileTypes(named: type.name).contains { part in
                DeclarationScanner.accessorBody(of: first, in: part, file: file).map { gives(ownedValuesIn: $0.open, depth: depth) } ?? false
            }
        }
        guard property.isStored else { return false }
        // A model's own stored values, or those of a model the view holds.
        if context.declarations.info(type.name)?.kind == .class { return true }
        guard names.count > 1, let held = property.type.map({ context.declarations.qualify($0, in: type.name) }) else { return false }
        return context.declarations.info(TypeResolver.nominal(held))?.kind == .class
    }

    /// Whether `name` read at token `at` is a local or a closure's parameter of the code inside
    /// `type`, not the type's property of that name.
    func isLocal(_ name: String, at: Int, inside type: TypeDecl?) -> Bool {
        var scope = file.tree.enclosing(at)
        while let open = scope, open != type?.open {
            if file.tokens[open].kind == .leftBrace, context.locals(in: open)[name] != nil || file.closureSignature(of: open)?
                .parameters.contains(where: { file.tokenIs($0, name) }) == true { return true }
            scope = file.tree.enclosing(open)
        }
        return false
    }

    /// Whether each member after the first of `names` (a path read at token `at`) is a stored
    /// property of the type before it; unknown is not.
    func membersAreStored(_ names: [String], at: Int) -> Bool {
        for k in 1..<names.count {
            guard let owner = type(ofNames: Array(names[..<k]), at: at),
                  let member = context.declarations.property(names[k], of: TypeResolver.nominal(owner)), member.isStored else { return false }
        }
        return true
    }

    /// Calls that give back some of a collection's own elements, in some order: never new ones
    /// (`compactMap` and `map` make them).
    static let keepsElements: Set<String> = ["filter", "sorted", "reversed", "prefix", "suffix", "dropFirst", "dropLast", "shuffled"]

    /// Whether every value the getter whose body opens at `open` gives is a path to values kept
    /// outside a body (`ownsValues`), as it is or filtered, sorted or reversed, or an empty array:
    /// its rows are elements made once and kept, not made by the getter. Reads `return`s through
    /// `if`, `switch` and `guard`; anything else it gives is not known.
    func gives(ownedValuesIn open: Int, depth: Int) -> Bool {
        guard let values = GivenValues.ofGetter(file, open: open), !values.isEmpty else { return false }
        return values.allSatisfy { value in
            if file.tokens[value.first].kind == .leftBracket, file.tree.match(value.first) == value.last,
               file.next(after: value.first) == value.last { return true }
            guard let base = GivenValues.keptBase(file, value) else { return false }
            return ownsValues(base, depth: depth + 1)
        }
    }
}
