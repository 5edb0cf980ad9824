#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SwiftTokens

/// A property as declared: its name, type (declared or inferred from a simple initializer),
/// property wrapper and whether it is stored.
public struct PropertyDecl: Sendable, Equatable {
    public var name: String
    /// Type text with whitespace removed (`[Item]`, `Array<Item>`, `Item?`), nil when unknown.
    package var type: String?
    /// The property wrapper attribute without `@` (`State`, `Binding`, `Published`), if any.
    package var wrapper: String?
    /// Byte offset just past the declaration, for inserting after it.
    package var endOffset: Int
    /// Its initial value, or its getter, is an array of one value repeated (see `RepeatedValue`).
    package var repeats: RepeatedValue?
    // The flags come last, packed together: a big file declares hundreds of thousands of properties.
    package var isStored: Bool
    package var isStatic: Bool
    /// Declared with `let`: no setter, so no binding can write to it.
    package var isLet = false
    /// Declared `private` or `fileprivate`.
    package var isPrivate = false
    /// Its initial value is exactly `UUID()`: a new identity for every instance made.
    package var isNewUUID = false
    /// Declared with an initial value (`let x = …`): a `let` so declared is the same in every instance.
    package var hasInitialValue = false
    /// In the project index: declarations of the type (in several modules) disagree on it, so it
    /// is unknown.
    package var isAmbiguous = false
    /// A `@State` its type writes only where the pointer moves (`PointerState`).
    package var followsPointer = false
    /// An input that an `init` of its view builds a `@StateObject` from (`StateObjectSeeds`).
    package var seedsStateObject = false
    /// An input that an `init` of its view copies whole into a `@State` (`StateObjectSeeds`).
    package var seedsState = false
    /// An input of which an `init` of its view copies a member (not its `id`) into a `@State`.
    package var seedsStateMember = false
    /// Copied into a `@State` (whole or a member) where its view appears (`.onAppear`, `.task` with
    /// no `id`) rather than in `init`: `seedsState` or `seedsStateMember` says which.
    package var seedsStateOnAppear = false
    /// A `@Binding` its view binds as a field's text (`TextField(…, text: $text)`, `.searchable(text:
    /// $text)`, `TypedBindings`): state a parent hands to it changes on every keystroke.
    package var bindsTypedText = false
}

extension PropertyDecl {
    /// For the cache's decoder (ListFixProject), which sets the rest after.
    package init(name: String, type: String?, wrapper: String?, endOffset: Int, isStored: Bool, isStatic: Bool) {
        self.name = name
        self.type = type
        self.wrapper = wrapper
        self.endOffset = endOffset
        self.isStored = isStored
        self.isStatic = isStatic
    }
}

/// What a computed property's body is made of, as far as a token scan tells.
package enum ComputedSource: Sendable, Equatable {
    /// Only these plain names (`self.` dropped), through conversions (`String(n)`, `"\(a)-\(b)"`).
    case names([String])
    /// Something new on every read or every edit: `hashValue`, `self`, `UUID()`.
    case unstable(String)
    /// Anything else: calls, statements, other values' members.
    case other

    init(_ file: SourceFile, body open: Int, close: Int) {
        let t = file.tokens
        var names: [String] = []
        var j = open + 1
        while j < close {
            let kind = t[j].kind
            defer { j += 1 }
            if kind.isTrivia { continue }
            let next = file.next(after: j)
            let previous = file.previous(before: j)
            switch kind {
            case .keyword:
                if file.tokenIs(j, "return") || file.tokenIs(j, "true") || file.tokenIs(j, "false") { continue }
                if file.tokenIs(j, "self") {
                    guard let n = next, t[n].kind == .period else { self = .unstable("self"); return }
                    continue
                }
                self = .other
                return
            case .identifier:
                if file.tokenIs(j, "hashValue") || file.tokenIs(j, "hash") { self = .unstable("`hashValue`"); return }
                if file.tokenIs(j, "UUID"), let n = next, t[n].kind == .leftParen { self = .unstable("`UUID()`"); return }
                if file.tokenIs(j, "get"), previous == open { continue }
                if let n = next, t[n].kind == .colon { continue }                 // an argument label
                if let n = next, t[n].kind == .leftParen {
                    // A conversion (`String(n)`) keeps the value; any other call could make anything.
                    guard DeclarationScanner.isUppercaseStart(file, j) else { self = .other; return }
                    continue
                }
                if let p = previous, t[p].kind == .period {
                    // `self.name` reads a property; `a.b` reads a member of another value.
                    guard let q = file.previous(before: p), file.isKeyword(q, "self") else {
                        if let q = file.previous(before: p), t[q].kind == .identifier || t[q].kind == .rightParen { continue }
                        self = .other
                        return
                    }
                }
                names.append(file.text(j))
            case .leftBrace, .semicolon:
                if j == open + 1 || file.isIdentifier(previous ?? open, "get") { continue }
                self = .other
                return
            default:
                continue
            }
        }
        self = .names(names)
    }
}

extension PropertyDecl {
    /// Marks the property unknown, its declarations disagreeing with `other`'s, and keeps the
    /// lesser of the two (`precedes`): a rule that reads an unknown property's fields then reads
    /// the same whichever declaration a worker thread added first.
    mutating func disagree(with other: PropertyDecl) {
        if other.precedes(self) { self = other }
        isAmbiguous = true
    }

    /// An order of declarations by what they say of a property, all of it (where they are last).
    func precedes(_ other: PropertyDecl) -> Bool {
        func key(_ p: PropertyDecl) -> (String, String, Int, String, Int) {
            let flags = (p.isStored ? 1 : 0) | (p.isStatic ? 2 : 0) | (p.isLet ? 4 : 0) | (p.isPrivate ? 8 : 0)
                | (p.isNewUUID ? 16 : 0) | (p.hasInitialValue ? 32 : 0) | (p.followsPointer ? 64 : 0)
                | (p.seedsStateObject ? 128 : 0) | (p.seedsState ? 256 : 0) | (p.seedsStateMember ? 512 : 0) | (p.bindsTypedText ? 1024 : 0)
                | (p.seedsStateOnAppear ? 2048 : 0)
            let repeats: String
            switch p.repeats {
            case nil: repeats = ""
            case .repeating?: repeats = "*"
            case .literal(let member)?: repeats = "=" + member
            }
            return (p.type ?? "", p.wrapper ?? "", flags, repeats, p.endOffset)
        }
        return key(self) < key(other)
    }

    /// Whether two declarations of a property say the same thing of it (where they are is not part of it).
    /// Every field a rule reads counts: one left out let the index keep whichever declaration a
    /// worker thread read first, and a run's findings depend on that order.
    @inline(__always)
    func means(_ other: PropertyDecl) -> Bool {
        type == other.type && wrapper == other.wrapper && isStored == other.isStored && isStatic == other.isStatic
            && isLet == other.isLet && isNewUUID == other.isNewUUID && repeats == other.repeats
            && hasInitialValue == other.hasInitialValue && isPrivate == other.isPrivate && followsPointer == other.followsPointer
            && seedsStateObject == other.seedsStateObject && seedsState == other.seedsState
            && seedsStateMember == other.seedsStateMember && bindsTypedText == other.bindsTypedText
            && seedsStateOnAppear == other.seedsStateOnAppear
    }
}

/// The kind of a type declaration.
package enum TypeKind: String, Sendable {
    case `struct`, `class`, `enum`, actor, `protocol`, `extension`
    /// `typealias Item = …`: a name for a type listfix does not follow. It has no body (its `open`
    /// and `close` are the keyword), and a name resolved to it is unknown.
    case alias
}

/// One type declaration or extension in one file.
public struct TypeDecl: Sendable, Equatable {
    public var name: String
    package var kind: TypeKind
    /// Named by a dotted path: declared in another type's body, or an extension of `Outer.Inner`.
    package var isNested = false
    package var conformances: [String]
    public var properties: [PropertyDecl]
    /// Token indices of the body's braces in its file.
    package var open: TokenIndex
    package var close: TokenIndex
    /// Methods declared in the body without `mutating` (their names' `NameHash`): calling them
    /// cannot change a value. Hashes, not strings: the scan runs over every file.
    package var nonMutatingMethods: [UInt64] = []
    /// The view count of its computed `var body: some View`, as its file shows it.
    package var bodyCount: ViewCountTerm?
    /// Whether a macro is attached to it (`@Model class Item`): one may add conformances that
    /// `conformances` does not show.
    package var hasAttachedMacro = false
    /// Written `@Observable` (which `hasAttachedMacro` passes over: it adds no conformance a rule
    /// reads): a view that holds one re-reads what its body reads of it.
    package var isObservable = false
    /// Declared in a function's or closure's body: no code outside it can name it, so it is not one
    /// of the project's types (a test's `struct Item` is not the app's `Item`).
    package var isLocal = false
}

extension TypeDecl {
    /// For the cache's decoder (ListFixProject), which sets the rest after.
    package init(name: String, kind: TypeKind, isNested: Bool, conformances: [String], properties: [PropertyDecl],
                 open: TokenIndex, close: TokenIndex) {
        self.name = name
        self.kind = kind
        self.isNested = isNested
        self.conformances = conformances
        self.properties = properties
        self.open = open
        self.close = close
    }
}

/// What one file declares.
public struct FileDeclarations: Sendable, Equatable {
    public var types: [TypeDecl]
    /// How the file changes each member name outside initializers (`ProjectWrites`).
    public var writes: [UInt64: Changes] = [:]
    /// Bare writes whose type may declare the name after them or in another part, or not at all.
    package var bareWrites: [BareWrite] = []
    /// Whether the file calls `scrollContentBackground` under `if #available`.
    package var guardsBackgroundHiding = false
    /// Whether the file hides the scroll background of a view other than a `List` or `Form`.
    package var hidesBackgroundBelow = false
    /// Whether the file clears the background of every AppKit table view, which draws a `List` on
    /// macOS (`BackgroundHiders.clearTableBackgrounds`).
    package var clearsTableViews = false
    /// Where the file's rows read their data; recorded only for rules that ask which types are rows.
    public var rowDataUses: [RowDataUse] = []
    /// Properties given a `Dictionary(grouping:by:)` key (recorded with `rowDataUses`).
    public var dictionaryKeyed: [DictionaryKeyedMember] = []
    /// Views the file places among a lazy container's rows; recorded only for rules that ask.
    public var lazyPlacements: [LazyPlacement] = []
    /// Views a scene of the file makes (`WindowGroup { ContentView() }`); recorded only for rules that ask.
    public var sceneRoots: [String] = []
    /// Types the file gives an `EKEvent`'s shared identifier as their `id` (`EventIdentifiedTypes`).
    public var eventIdentifiedTypes: [String] = []
    /// Members whose bodies sort (`SortingMembers`), as `Type\0member`.
    package var sortingMembers: [String] = []
    /// Presentations the file's view types bind to a flag (`RowViewPresentations`); recorded only for rules that ask.
    package var rowViewPresentations: [String] = []
    /// Methods that take row offsets (`OffsetsMethod.entry`); recorded only for rules that ask.
    package var offsetsMethods: [String] = []

    /// Rows keyed by a key path of their elements (`ForEach(servers, id: \.serverUniqueId)`).
    public var keyPaths: [KeyPathUse]
    /// What each computed `id` reads, by its type's full name: few types have one.
    package var idSources: [String: ComputedSource] = [:]
    /// Computed properties whose getter makes new values each read: the type made, by
    /// `Type\0property` (`MadeValues`); recorded only for rules that ask.
    package var madeValues: [String: String] = [:]
    /// The rules' trigger words among the file's identifiers, when the scan looked for them
    /// (`Engine.scanDeclarations`): a bit per word of the engine's `TriggerWords`.
    public var triggerWords: UInt64?

    package init(types: [TypeDecl], writes: [UInt64: Changes] = [:], keyPaths: [KeyPathUse] = []) {
        self.types = types
        self.writes = writes
        self.keyPaths = keyPaths
    }

    /// Whether two scans declare the same types with the same properties (where they are is not part of it).
    public func declaresTheSame(as other: FileDeclarations) -> Bool {
        guard types.count == other.types.count else { return false }
        return zip(types, other.types).allSatisfy { a, b in
            a.name == b.name && a.conformances == b.conformances && a.properties.count == b.properties.count
                && zip(a.properties, b.properties).allSatisfy { $0.name == $1.name && $0.means($1) }
        }
    }
}

/// `ForEach(servers, id: \.serverUniqueId)` as pass 1 sees it: the data's member path, the type
/// whose body holds the call, and the key path's one member. Resolved to an element type only
/// when a rule asks what a type's rows are keyed by elsewhere.
public struct KeyPathUse: Sendable, Equatable {
    /// The full name of the innermost type around the call, if any.
    package var scope: String?
    /// The data's names (`self` included), `servers` or `model.servers`.
    package var data: [String]
    package var keyPath: String

    package init(scope: String?, data: [String], keyPath: String) {
        self.scope = scope
        self.data = data
        self.keyPath = keyPath
    }

    /// The uses in a file whose types (as `DeclarationScanner` found them) are `types`: found from
    /// each `id:` label, so a file without one costs a byte search.
    public static func all(in file: SourceFile, types: [TypeDecl]) -> [KeyPathUse] {
        let t = file.tokens
        var out: [KeyPathUse] = []
        var bodies: TypeBodies?
        // Key paths start with `\`, which is rare outside them: find those bytes, then their tokens.
        var offsets: [Int] = []
        file.bytes.withUnsafeBytes { b in
            guard let base = b.baseAddress, b.count > 1 else { return }
            var k = 0
            while k < b.count - 1, let hit = memchr(base + k, 0x5C, b.count - 1 - k) {
                let at = base.distance(to: UnsafeRawPointer(hit))
                if b[at + 1] == 0x2E { offsets.append(at) }
                k = at + 1
            }
        }
        for offset in offsets {
            // The token that starts there: tokens are sorted by their start.
            var low = 0, high = t.count
            while low < high {
                let mid = (low + high) / 2
                if t[mid].start < offset { low = mid + 1 } else { high = mid }
            }
            guard low < t.count, t[low].start == offset, t[low].kind == .backslash,
                  let colon = file.previous(before: low), t[colon].kind == .colon,
                  let label = file.previous(before: colon), file.isIdentifier(label, "id"),
                  let open = file.tree.enclosing(label), t[open].kind == .leftParen, open > 0,
                  t[open - 1].kind == .identifier, RowsCall.kind(file, open - 1) != nil else { continue }
            let call = open - 1
            // The innermost type around the call.
            if bodies == nil { bodies = TypeBodies(types) }
            let scope = bodies!.innermost(around: call, in: file).map { types[$0].name }
            if let use = KeyPathUse(file, call: call, scope: scope) { out.append(use) }
        }
        return out
    }

    /// The use at the call named at token `call`, when its data is a plain member path and its
    /// `id:` a one-member key path other than `\.self`.
    init?(_ file: SourceFile, call: Int, scope: String?) {
        let t = file.tokens
        if let p = file.previous(before: call), t[p].kind == .period || file.isKeyword(p, "func") { return nil }
        guard call + 1 < t.count, t[call + 1].kind == .leftParen else { return nil }
        let arguments = file.arguments(of: call + 1)
        guard let data = arguments.first, data.label == nil, let first = data.valueFirst, let last = data.valueLast,
              let id = arguments.first(where: { $0.label.map { file.tokenIs($0, "id") } ?? false }),
              let member = file.keyPathMember(of: id), t[member].kind == .identifier,
              let path = MemberPath.exactly(file, first, last) else { return nil }
        self.scope = scope
        self.data = path.names(file)
        keyPath = file.text(member)
    }
}

/// The project-wide index: every type's conformances and properties, extensions merged.
public struct Declarations: Sendable {
    /// What the project says of one type name, over all its declarations and extensions.
    /// Arrays, not sets: a type has a handful of each, and adding is the hot path.
    package struct TypeInfo: Sendable {
        package var conformances: [String] = []
        package var properties: [PropertyDecl] = []
        package var declared = false
        package var nonMutatingMethods: [UInt64] = []
        /// The kind of its first declaration (not an extension), if declared.
        package var kind: TypeKind?
        /// The view count of its `body` (see `TypeDecl.bodyCount`); unknown when two
        /// declarations of the name (in two modules) disagree.
        package var bodyCount: ViewCountTerm?
        /// Two declarations of the name (in two modules) adopt different protocols: what either
        /// says of the type is not known to be so of the one a file means.
        package var conformancesDisagree = false
        /// Whether some declaration of it has a macro attached (`TypeDecl.hasAttachedMacro`).
        package var hasAttachedMacro = false
        /// What its first declaration (not an extension) adopts, as a cheap order-free signature
        /// (0: none seen): kept as an integer, so the index holds no more arrays.
        var adopted = 0

        mutating func add(conformances new: [String], properties more: [PropertyDecl], declared isDeclared: Bool,
                          nonMutating methods: [UInt64] = [], kind newKind: TypeKind? = nil, bodyCount body: ViewCountTerm? = nil,
                          adopting signature: Int = 0, disagree: Bool = false, macro: Bool = false) {
            if macro { hasAttachedMacro = true }
            // Two kinds of one name (in two modules): the lesser by name, whichever came first.
            if let newKind, newKind != .extension, newKind != .alias, kind.map({ newKind.rawValue < $0.rawValue }) ?? true { kind = newKind }
            if let body { bodyCount = bodyCount == nil || bodyCount == body ? body : .count(.unknown(nil)) }
            if disagree { conformancesDisagree = true }
            if signature != 0 {
                if adopted == 0 { adopted = signature } else if adopted != signature { conformancesDisagree = true }
            }
            // A type's first declaration (most types have only one) is taken whole, not element by
            // element: the same lists, without copying each element and dropping the file's copy.
            if conformances.isEmpty && !TypeInfo.repeats(new) {
                conformances = new
            } else {
                for c in new where !conformances.contains(c) { conformances.append(c) }
            }
            // Lists are searched while short; a big type (generated code declares thousands of
            // members) gets a table for this one call instead, so adding stays linear.
            if nonMutatingMethods.isEmpty && !TypeInfo.repeats(methods) {
                nonMutatingMethods = methods
            } else if nonMutatingMethods.count * methods.count <= 256 {
                for m in methods where !nonMutatingMethods.contains(m) { nonMutatingMethods.append(m) }
            } else {
                var seen = Set(nonMutatingMethods)
                for m in methods where seen.insert(m).inserted { nonMutatingMethods.append(m) }
            }
            // A type declared again (in another module of a big project) must not grow the list;
            // when its declarations disagree on a property, the property is unknown, so no rule
            // builds on whichever declaration happened to be read first.
            if properties.isEmpty && !TypeInfo.repeatsName(more) {
                properties = more
            } else if properties.count * more.count <= 256 || more.count <= 16 {
                // A few more properties (an extension's) are searched for in a long list too:
                // comparing lengths costs far less than hashing every name for a table.
                for p in more {
                    // Lengths first: most names differ in length, and that costs no string compare.
                    let length = p.name.utf8.count
                    if let k = properties.firstIndex(where: { $0.name.utf8.count == length && $0.name == p.name }) {
                        if p.isAmbiguous || !properties[k].means(p) { properties[k].disagree(with: p) }
                    } else {
                        properties.append(p)
                    }
                }
            } else {
                var index: [String: Int] = [:]
                index.reserveCapacity(properties.count + more.count)
                for k in properties.indices where index[properties[k].name] == nil { index[properties[k].name] = k }
                for p in more {
                    if let k = index[p.name] {
                        if p.isAmbiguous || !properties[k].means(p) { properties[k].disagree(with: p) }
                    } else {
                        index[p.name] = properties.count
                        properties.append(p)
                    }
                }
            }
            if isDeclared { declared = true }
        }

        /// Whether `list` holds an element twice.
        static func repeats<T: Hashable>(_ list: [T]) -> Bool {
            if list.count < 2 { return false }
            if list.count <= 16 {
                for k in 1..<list.count where list[..<k].contains(list[k]) { return true }
                return false
            }
            return Set(list).count != list.count
        }

        /// Whether two of `list` have one name (a property declared in two `#if` branches); may
        /// say so of a long list whose names only share a hash, which costs `add` its element by
        /// element path and changes nothing it makes.
        static func repeatsName(_ list: [PropertyDecl]) -> Bool {
            if list.count < 2 { return false }
            if list.count <= 16 {
                for k in 1..<list.count {
                    let length = list[k].name.utf8.count
                    for j in 0..<k where list[j].name.utf8.count == length && list[j].name == list[k].name { return true }
                }
                return false
            }
            // Name hashes in a NameSet: hashing each String for a Set cost most of `add`.
            var names = NameSet(capacity: list.count)
            for k in list.indices where !names.insert(NameHash.of(list[k].name)) { return true }
            return false
        }

        /// What a declaration adopts, order-free and never 0: the count, and each name's length,
        /// first and last byte. Two modules' declarations of one name differ in Identifiable
        /// (a name more or less), which this always tells apart.
        static func signature(_ conformances: [String]) -> Int {
            var sum = 1 + conformances.count << 40
            for c in conformances {
                let u = c.utf8
                sum = sum &+ (u.count << 16 | Int(u.first ?? 0) << 8 | Int(u.last ?? 0))
            }
            return sum
        }

        /// The property `name`, unless its declarations disagree.
        func property(_ name: String) -> PropertyDecl? {
            guard let property = properties.first(where: { $0.name == name }), !property.isAmbiguous else { return nil }
            return property
        }
    }

    /// Indexes built separately (one per worker thread) and never merged: a look-up
    /// combines what each says, so joining them costs nothing.
    private var parts: [[String: TypeInfo]] = [[:]]
    /// The names each part holds, by `NameHash`, once `indexTypeNames()` has run over an index of
    /// several parts: a look-up hashes the name once this cheap way and asks only the parts that
    /// may hold it (a dictionary's hash of a string costs far more). Empty otherwise.
    private var partNames: [NameSet] = []
    /// How the project changes each member name outside initializers (`ProjectWrites`).
    package var writes: [UInt64: Changes] = [:]
    /// Bare writes by name hash, with the types they were made in and their changes (`BareWrite`).
    package var bareWrites: [UInt64: [String: Changes]] = [:]
    /// Names of properties whose value or getter is one value repeated (`PropertyDecl.repeats`).
    private var repeatingNames = NameSet()
    /// The types whose member of each name sorts in its body (`FileDeclarations.sortingMembers`).
    private var sortingTypes: [String: [String]] = [:]
    /// The types whose member of each name filters in its body (`Type\0member\0f` in `sortingMembers`).
    private var filteringTypes: [String: [String]] = [:]
    /// Methods that take row offsets, by name: their entries (`OffsetsMethod.entry`).
    private var offsetsMethodEntries: [String: [String]] = [:]
    /// Each view type's presentations bound to a flag, as recorded (`FileDeclarations.rowViewPresentations`),
    /// and as read, once, when the index is built.
    private var presentationsByType: [String: [String]] = [:]
    private var readPresentations: [String: [RowViewPresentation]] = [:]
    private var presentationLengths: UInt64 = 0
    /// Whether some file of the project calls `scrollContentBackground` under `if #available`.
    private var guardsHiding = false
    /// Whether some file hides the scroll background of a view other than a `List` or `Form` (a
    /// sheet's content, a scene, a helper's `self`): every list inside it inherits the setting.
    private var hidesBelowViews = false
    /// Whether some file clears every AppKit table view's background (`FileDeclarations.clearsTableViews`).
    private var clearsTables = false
    private var rowDataUses: [RowDataUse] = []
    private var dictionaryKeyed: Set<DictionaryKeyedMember> = []
    /// View name as called → where the project places it: the type whose body calls it and the
    /// lazy container, as written.
    private var placements: [String: [PlacedIn]] = [:]
    /// Views a scene of the project makes.
    private var sceneRootViews: Set<String> = []
    private var eventIdentified: Set<String> = []
    /// The types the project shows as rows, once `resolveRowElementTypes()` has run.
    private var rowElementTypes: Set<String>?
    /// Every key path rows are keyed by, as pass 1 found them.
    private var keyPathUseList: [KeyPathUse] = []
    /// The names of the project's modules (its packages' targets): `Module.Type` names a project type.
    private var moduleNames: Set<String> = []
    /// The last components of the nested types' names: a name outside it needs no nested look-up.
    private var nestedTypeNames: Set<String> = []
    /// Element type → the one key path its rows are keyed by (`indexKeyPaths()`). Read only by
    /// `keyPath(keyingRowsOf:)`, which notes the read.
    var keyPathIndex: [String: String]?
    /// What computed `id`s read, by type; `.other` where two declarations disagree.
    private var idSources: [String: ComputedSource] = [:]
    /// Whether any type's `id` source is edited, once `indexEditedIDs()` has run.
    private var editsAnyID: Bool?

    /// Computed properties whose getter makes new values: by property name, the type made by each
    /// type's property of that name ("" where two declarations disagree). By name first: most row
    /// data names no such property, and that is answered without resolving the holder's type.
    private var madeValues: [String: [String: String]] = [:]

    mutating func addMadeValues(_ made: [String: String]) {
        for (key, value) in made {
            let parts = key.split(separator: "\u{0}", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { continue }
            let type = String(parts[0])
            let known = madeValues[String(parts[1])]?[type]
            madeValues[String(parts[1]), default: [:]][type] = known == nil || known == value ? value : ""
        }
    }

    mutating func mergeMadeValues(_ other: [String: [String: String]]) {
        for (property, byType) in other {
            madeValues[property, default: [:]].merge(byType) { $0 == $1 ? $0 : "" }
        }
    }

    /// Each type with a computed property `property` whose getter makes new values on every read
    /// (`var groups: [Group] { [Group(…), …] }`), with the type it makes: type → made.
    package func madeValues(named property: String) -> [String: String] {
        note(.madeValue, property)
        guard var found = madeValues[property] else { return [:] }
        // A getter that calls a method of its type makes what the method makes.
        for (type, made) in found where made.hasPrefix(Declarations.madeAlias) {
            let method = String(made.dropFirst(Declarations.madeAlias.count))
            note(.madeValue, method)
            let target = madeValues[method]?[type]
            found[type] = target.map { $0.hasPrefix(Declarations.madeAlias) ? "" : $0 } ?? ""
        }
        return found
    }

    /// The prefix of a made type that names, instead, the method of the same type a getter calls.
    static let madeAlias = "\u{1}"
    /// The prefix of a made value's key that names a collection the type's code appends a value to
    /// that may equal one already there (`cards.append("")`): the value as written.
    static let repeatableAppend = "\u{2}"

    mutating func addIDSource(_ source: ComputedSource, of type: String) {
        if let known = idSources[type], known != source { idSources[type] = .other } else { idSources[type] = source }
    }

    /// What the computed `id` of `type` reads, if the project declares one.
    package func idSource(of type: String) -> ComputedSource? {
        note(.idSource, type)
        return idSources[type]
    }

    /// The stored `var` that the `id` of `type` is (`id`) or is computed from, which the project edits
    /// in the type's own code or through a value it declares of that type (`mutable-id`); nil when none
    /// is shown edited. `anyType`: whether any type has one, a cheap question before resolving the types
    /// of a file's rows.
    package func editedIDSource(of type: String) -> String? {
        note(.editedID, type)
        if type == Declarations.anyType {
            return editsAnyID ?? editsSomeID() ? Declarations.anyType : nil
        }
        var quiet = self
        quiet.reads = nil
        return quiet.editedIDSource(quietly: type)
    }

    /// Whether the project edits some type's `id` source: among the types with a computed `id`, and
    /// those whose `id` a bare write in their own code gives a value.
    private func editsSomeID() -> Bool {
        var quiet = self
        quiet.reads = nil
        return idSources.keys.contains { quiet.editedIDSource(quietly: $0) != nil }
            || (bareWrites[NameHash.of("id")] ?? [:]).keys.contains { quiet.editedIDSource(quietly: $0) != nil }
    }

    /// Answers `editedIDSource(of: anyType)` once for the whole index: every file with rows asks it.
    package mutating func indexEditedIDs() {
        editsAnyID = editsSomeID()
    }

    /// `editedIDSource(of:)` for one type, with `reads` off. Cheapest first: most `id` sources are
    /// written nowhere but in initializers, which a look-up of the type's own writes tells.
    /// The type's name must be the one each write was kept with: `Settings.Note`'s `title` is not
    /// `Note`'s, a name some nested type also has is not known to be this one, and two declarations of
    /// the name that disagree (two files' `private struct Entry`) are not known to be one type.
    private func editedIDSource(quietly type: String) -> String? {
        func written(_ name: String) -> Bool { (bareWrites[NameHash.of(name)]?[type]).map { $0.writes } == true }
        var read = ["id"]
        if case .names(let names)? = idSources[type] { read = names }
        // A write kept with `Draft` may be a nested `Cache.Draft`'s: the scan names the type where it
        // writes by its own name.
        guard read.contains(where: written), !nestedTypeNames.contains(type), conforms(type, to: "Identifiable") else { return nil }
        return idVars(of: type).first(where: written)
    }

    /// The stored `var`s the `id` of `type` is (`["id"]`) or is computed from (`["title"]`), when its
    /// declarations agree on it: what `mutable-id` asks to be edited.
    package func idVars(of type: String) -> [String] {
        guard let id = property("id", of: type), !id.isStatic, !id.isAmbiguous, info(type)?.conformancesDisagree != true else { return [] }
        if id.isStored { return id.isLet ? [] : ["id"] }
        guard case .names(let names)? = idSource(of: type) else { return [] }
        return names.filter { n in property(n, of: type).map { $0.isStored && !$0.isLet && !$0.isStatic } ?? false }
    }

    /// Set while one file's rules run with the cache on: every look-up notes what it asked, so
    /// the file's findings are known to hold for another index that answers the same. The
    /// index's storage is private and every accessor below notes its read.
    public var reads: DeclarationReads?

    /// `key` is worked out only when the reads are noted (one is made of two names).
    @inline(__always) func note(_ kind: DeclarationRead.Kind, _ key: @autoclosure () -> String) {
        if let reads { reads.note(kind, key()) }
    }

    /// Whether some file of the project calls `scrollContentBackground` under `if #available`.
    package var guardsBackgroundHiding: Bool {
        note(.backgrounds, "")
        return guardsHiding
    }

    /// Whether some file hides the scroll background of a view other than a `List` or `Form` (a
    /// sheet's content, a scene, a helper's `self`): every list inside it inherits the setting.
    package var hidesBackgroundBelowViews: Bool {
        note(.backgrounds, "")
        return hidesBelowViews
    }

    /// Whether some file clears the background of every AppKit table view: on macOS no `List` keeps
    /// a background of its own.
    package var clearsTableViews: Bool {
        note(.backgrounds, "")
        return clearsTables
    }

    /// Every key path rows are keyed by, as pass 1 found them.
    package var keyPathUses: [KeyPathUse] {
        note(.keyPathUses, "")
        return keyPathUseList
    }

    /// The names of the project's modules (its packages' targets): `Module.Type` names a project type.
    public var modules: Set<String> {
        get {
            note(.modules, "")
            return moduleNames
        }
        set { moduleNames = newValue }
    }

    /// Whether `name` is one of the project's modules.
    package func isModule(_ name: String) -> Bool {
        note(.module, name)
        return moduleNames.contains(name)
    }

    /// The last components of the nested types' names: a name outside it needs no nested look-up.
    package var nestedNames: Set<String> {
        note(.nestedNames, "")
        return nestedTypeNames
    }

    /// Whether some nested type of the project has the last component `name`.
    package func isNestedName(_ name: String) -> Bool {
        note(.nestedName, name)
        return nestedTypeNames.contains(name)
    }

    /// Properties that fixes made in this run changed (`id` made stored), by type: they replace
    /// what the scan of the original text said.
    private var changed: [String: [PropertyDecl]] = [:]

    public init() {}

    init(files: [FileDeclarations]) {
        for file in files { add(file) }
    }

    public mutating func add(_ file: FileDeclarations) {
        writes.merge(file.writes) { $0.union($1) }
        for write in file.bareWrites { bareWrites[write.name, default: [:]][write.type, default: []].formUnion(write.changes) }
        if file.guardsBackgroundHiding { guardsHiding = true }
        if file.hidesBackgroundBelow { hidesBelowViews = true }
        if file.clearsTableViews { clearsTables = true }
        rowDataUses += file.rowDataUses
        dictionaryKeyed.formUnion(file.dictionaryKeyed)
        for p in file.lazyPlacements { addPlacement(p.type, PlacedIn(scope: p.scope, container: p.container)) }
        sceneRootViews.formUnion(file.sceneRoots)
        eventIdentified.formUnion(file.eventIdentifiedTypes)
        for entry in file.sortingMembers { addSorting(entry) }
        for entry in file.rowViewPresentations { addPresentation(entry) }
        for entry in file.offsetsMethods { addOffsetsMethod(entry) }
        keyPathUseList += file.keyPaths
        for (type, source) in file.idSources { addIDSource(source, of: type) }
        addMadeValues(file.madeValues)
        let last = parts.count - 1
        // A file added to a whole index (an editor's buffer): its names are not in `partNames`.
        partNames = []
        for t in file.types where !t.isLocal {
            // Read in place: copying each property would retain its strings.
            for k in t.properties.indices where t.properties[k].repeats != nil {
                repeatingNames.insert(NameHash.of(t.properties[k].name))
            }
            // Bytes, not Characters: a name is ASCII around its dots, and this runs for every nested type.
            if t.isNested, let dot = t.name.utf8.lastIndex(of: 0x2E) { nestedTypeNames.insert(String(t.name[t.name.utf8.index(after: dot)...])) }
            parts[last][t.name, default: TypeInfo()].add(conformances: t.conformances, properties: t.properties,
                                                         declared: t.kind != .extension && t.kind != .alias, nonMutating: t.nonMutatingMethods,
                                                         kind: t.kind, bodyCount: t.bodyCount,
                                                         adopting: t.kind != .extension ? TypeInfo.signature(t.conformances) : 0,
                                                         macro: t.hasAttachedMacro)
        }
    }

    /// Joins another index into this one.
    public mutating func merge(_ other: Declarations) {
        // Derived from the whole index: asked again once it is whole.
        editsAnyID = nil
        for part in other.parts where !part.isEmpty {
            // The new index's empty first part gives way to the first part joined.
            if parts.count == 1 && parts[0].isEmpty { parts[0] = part } else { parts.append(part) }
        }
        partNames = []
        // Most merges are the first into a new index (one worker's, one project's): taking the
        // tables whole shares them instead of hashing every entry again.
        if writes.isEmpty { writes = other.writes } else { writes.merge(other.writes) { $0.union($1) } }
        if bareWrites.isEmpty {
            bareWrites = other.bareWrites
        } else {
            bareWrites.merge(other.bareWrites) { $0.merging($1) { $0.union($1) } }
        }
        if other.guardsHiding { guardsHiding = true }
        if other.hidesBelowViews { hidesBelowViews = true }
        if other.clearsTables { clearsTables = true }
        rowDataUses += other.rowDataUses
        if dictionaryKeyed.isEmpty { dictionaryKeyed = other.dictionaryKeyed } else { dictionaryKeyed.formUnion(other.dictionaryKeyed) }
        if placements.isEmpty {
            placements = other.placements
        } else {
            for (type, places) in other.placements { for place in places { addPlacement(type, place) } }
        }
        sceneRootViews.formUnion(other.sceneRootViews)
        eventIdentified.formUnion(other.eventIdentified)
        if repeatingNames.count == 0 { repeatingNames = other.repeatingNames } else { repeatingNames.formUnion(other.repeatingNames) }
        if sortingTypes.isEmpty {
            sortingTypes = other.sortingTypes
            filteringTypes = other.filteringTypes
        } else {
            for (member, types) in other.sortingTypes { for type in types { addSorting(type + "\u{0}" + member) } }
            for (member, types) in other.filteringTypes { for type in types { addSorting(type + "\u{0}" + member + "\u{0}f") } }
        }
        if offsetsMethodEntries.isEmpty {
            offsetsMethodEntries = other.offsetsMethodEntries
        } else {
            for entries in other.offsetsMethodEntries.values { for entry in entries { addOffsetsMethod(entry) } }
        }
        if presentationsByType.isEmpty {
            presentationsByType = other.presentationsByType
            readPresentations = other.readPresentations
            presentationLengths = other.presentationLengths
        } else {
            for (_, entries) in other.presentationsByType { for entry in entries { addPresentation(entry) } }
        }
        keyPathUseList += other.keyPathUseList
        if moduleNames.isEmpty { moduleNames = other.moduleNames } else { moduleNames.formUnion(other.moduleNames) }
        if nestedTypeNames.isEmpty { nestedTypeNames = other.nestedTypeNames } else { nestedTypeNames.formUnion(other.nestedTypeNames) }
        if idSources.isEmpty {
            idSources = other.idSources
        } else {
            for (type, source) in other.idSources { addIDSource(source, of: type) }
        }
        if madeValues.isEmpty { madeValues = other.madeValues } else { mergeMadeValues(other.madeValues) }
        keyPathIndex = nil
        for (type, properties) in other.changed { changed[type, default: []] += properties }
    }

    /// Takes what a file declares after fixes (`new`) over what its original declared (`old`):
    /// the properties whose declarations changed.
    /// Answers whether that told this index anything new.
    @discardableResult
    public mutating func replace(_ old: FileDeclarations, with new: FileDeclarations) -> Bool {
        var learned = false
        for (a, b) in zip(old.types, new.types) where a.name == b.name {
            for p in b.properties {
                guard let before = a.properties.first(where: { $0.name == p.name }), !before.means(p),
                      !(changed[b.name] ?? []).contains(where: { $0.name == p.name && $0.means(p) }) else { continue }
                changed[b.name, default: []].removeAll { $0.name == p.name }
                changed[b.name, default: []].append(p)
                learned = true
            }
        }
        // The file's row views' presentations, as its new text has them.
        if old.rowViewPresentations != new.rowViewPresentations {
            for entry in old.rowViewPresentations where !new.rowViewPresentations.contains(entry) { removePresentation(entry) }
            for entry in new.rowViewPresentations { addPresentation(entry) }
            learned = true
        }
        // The file's methods that take offsets, as its new text has them.
        if old.offsetsMethods != new.offsetsMethods {
            for entry in old.offsetsMethods where !new.offsetsMethods.contains(entry) { removeOffsetsMethod(entry) }
            for entry in new.offsetsMethods { addOffsetsMethod(entry) }
            learned = true
        }
        // The file's getters that make values, as its new text has them (an editor's unsaved buffer).
        if old.madeValues != new.madeValues {
            for (key, made) in old.madeValues where new.madeValues[key] != made { setMadeValue(key, nil) }
            for (key, made) in new.madeValues where old.madeValues[key] != made { setMadeValue(key, made) }
            learned = true
        }
        return learned
    }

    /// Sets (or, with nil, removes) what `Type\0property` makes, as one file now declares it.
    private mutating func setMadeValue(_ key: String, _ made: String?) {
        let parts = key.split(separator: "\u{0}", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return }
        madeValues[String(parts[1]), default: [:]][String(parts[0])] = made
    }

    /// Whether some type of the project has a member called `name` whose body sorts: a cheap test
    /// before resolving which type a call's receiver is.
    package func mightSort(_ name: String) -> Bool {
        note(.sorting, name)
        return sortingTypes[name] != nil
    }

    /// The types whose member `name` sorts, in no fixed order.
    package func typesSorting(_ name: String) -> [String] {
        note(.sorting, name)
        return sortingTypes[name] ?? []
    }

    /// The presentations the view type `name` binds to a flag, as recorded; raw, for the cache's answers.
    package func presentationEntries(of name: String) -> [String] {
        note(.presentations, name)
        // "": the names that have any, as `presentationNameLengths` reads them.
        return name.isEmpty ? presentationsByType.keys.sorted() : presentationsByType[name] ?? []
    }

    /// A bit for the length (modulo 64) of each view type's name that has a recorded presentation:
    /// what a rule asks before it spells a name out. A change of these names answers differently.
    package func presentationNameLengths() -> UInt64 {
        note(.presentations, "")
        return presentationLengths
    }

    /// The presentations the view type `name` binds to a flag (`RowViewPresentations`).
    func presentations(of name: String) -> [RowViewPresentation] {
        note(.presentations, name)
        return readPresentations[name] ?? []
    }

    /// Removes a `RowViewPresentations` record (an editor's buffer no longer has it).
    private mutating func removePresentation(_ entry: String) {
        guard let zero = entry.utf8.firstIndex(of: 0) else { return }
        let type = String(entry[..<zero])
        guard let k = presentationsByType[type]?.firstIndex(of: entry) else { return }
        presentationsByType[type]!.remove(at: k)
        readPresentations[type]?.remove(at: k)
        if presentationsByType[type]!.isEmpty {
            presentationsByType[type] = nil
            readPresentations[type] = nil
            presentationLengths = presentationsByType.keys.reduce(0) { $0 | 1 << UInt64($1.utf8.count & 63) }
        }
    }

    /// Adds a `RowViewPresentations` record under its type.
    private mutating func addPresentation(_ entry: String) {
        guard let zero = entry.utf8.firstIndex(of: 0) else { return }
        let type = String(entry[..<zero])
        guard presentationsByType[type]?.contains(entry) != true, let read = RowViewPresentation(entry) else { return }
        presentationsByType[type, default: []].append(entry)
        readPresentations[type, default: []].append(read)
        presentationLengths |= 1 << UInt64(type.utf8.count & 63)
    }

    /// The methods called `name` that take row offsets, with what each applies them to.
    func offsetsMethods(named name: String) -> [OffsetsMethod] {
        note(.offsetsMethod, name)
        return (offsetsMethodEntries[name] ?? []).compactMap(OffsetsMethod.init(entry:))
    }

    /// The raw entries of the methods called `name` that take row offsets, for the cache's answers.
    package func offsetsMethodEntries(named name: String) -> [String] {
        note(.offsetsMethod, name)
        return offsetsMethodEntries[name] ?? []
    }

    /// The method's name in an `OffsetsMethod` entry (its second field).
    private static func offsetsMethodName(_ entry: String) -> String? {
        let parts = entry.split(separator: "\u{0}", maxSplits: 2, omittingEmptySubsequences: false)
        return parts.count == 3 ? String(parts[1]) : nil
    }

    private mutating func addOffsetsMethod(_ entry: String) {
        guard let name = Declarations.offsetsMethodName(entry), offsetsMethodEntries[name]?.contains(entry) != true else { return }
        offsetsMethodEntries[name, default: []].append(entry)
    }

    private mutating func removeOffsetsMethod(_ entry: String) {
        guard let name = Declarations.offsetsMethodName(entry), let k = offsetsMethodEntries[name]?.firstIndex(of: entry) else { return }
        offsetsMethodEntries[name]!.remove(at: k)
        if offsetsMethodEntries[name]!.isEmpty { offsetsMethodEntries[name] = nil }
    }

    /// Adds `Type\0member` to `sortingTypes`, or `Type\0member\0f` to `filteringTypes`.
    private mutating func addSorting(_ entry: String) {
        guard let zero = entry.utf8.firstIndex(of: 0) else { return }
        let type = String(entry[..<zero])
        let rest = entry[entry.utf8.index(after: zero)...]
        if let second = rest.utf8.firstIndex(of: 0) {
            let member = String(rest[..<second])
            if filteringTypes[member]?.contains(type) != true { filteringTypes[member, default: []].append(type) }
        } else {
            let member = String(rest)
            if sortingTypes[member]?.contains(type) != true { sortingTypes[member, default: []].append(type) }
        }
    }

    /// The types whose member `name` filters, in no fixed order (read with `typesSorting`).
    package func typesFiltering(_ name: String) -> [String] {
        note(.sorting, name)
        return filteringTypes[name] ?? []
    }

    /// Whether some property of the project called `name` holds one value repeated: a cheap test
    /// before resolving which property a path reads.
    package func mayRepeat(_ name: String) -> Bool {
        note(.repeats, name)
        return repeatingNames.contains(NameHash.of(name))
    }

    /// Whether the project gives `type.property` a dictionary's key (`Dictionary(grouping:by:)`):
    /// unique by construction. False when row data was not recorded.
    package func isDictionaryKey(_ property: String, of type: String) -> Bool {
        note(.dictionaryKey, type + "\u{0}" + property)
        return dictionaryKeyed.contains(DictionaryKeyedMember(type: type, property: property))
    }

    /// A call of a view among a lazy container's rows: the type whose body makes it, and the container.
    struct PlacedIn: Hashable, Sendable {
        var scope: String?
        var container: String
    }

    private mutating func addPlacement(_ type: String, _ place: PlacedIn) {
        if !(placements[type]?.contains(place) ?? false) { placements[type, default: []].append(place) }
    }

    /// The lazy container (`List`, `LazyVStack(spacing: 8)`) the project places the view `type`
    /// (its full name) among the rows of: the calls whose name resolves to it where they are
    /// written; "" when it places it in several that differ, nil when in none.
    package func lazyContainer(placing type: String) -> String? {
        note(.placement, type)
        let last = TypeResolver.lastName(type)
        var found: String?
        for place in placements[last] ?? [] where resolve(last, in: place.scope) == type {
            if let known = found, known != place.container { return "" }
            found = place.container
        }
        return found
    }

    /// Whether a scene of the project makes the view `type` (by its last name component): its
    /// root view, made again only when the app's own state changes.
    package func isSceneRoot(_ type: String) -> Bool {
        note(.sceneRoot, type)
        return sceneRootViews.contains(type)
    }

    /// Whether the project gives `type` (by its last name component) an `EKEvent`'s
    /// `calendarItemIdentifier` or `eventIdentifier` as its `id` (`EventIdentifiedTypes`).
    package func isEventIdentified(_ type: String) -> Bool {
        note(.eventIdentified, type)
        return type == Declarations.anyType ? !eventIdentified.isEmpty : eventIdentified.contains(type)
    }

    /// The name `isEventIdentified` takes to ask whether the project has any such type at all: a
    /// cheap question before resolving the types of a file's rows.
    package static let anyType = "*"

    /// Works out which types the recorded row data paths show as rows; call once the project's
    /// declarations are all in.
    public mutating func resolveRowElementTypes() { rowElementTypes = resolve(rowDataUses) }

    /// Whether the project shows `type` as `ForEach`, `List` or `Table` rows; true when the row data
    /// was not recorded, so that a rule asking it stays as it was.
    package func isRowElement(_ type: String) -> Bool {
        note(.rowElement, type)
        return rowElementTypes?.contains(type) ?? true
    }


    /// Lists the names of each part (`partNames`), when there are several: once the index is
    /// whole, before rules read it.
    package mutating func indexTypeNames() {
        guard parts.count > 1 else { return }
        partNames = parts.map { part in
            var names = NameSet(capacity: part.count)
            for name in part.keys { names.insert(NameHash.of(name)) }
            return names
        }
    }

    /// Everything known of `name` across the parts.
    package func info(_ name: String) -> TypeInfo? {
        note(.type, name)
        var found: TypeInfo?
        let hash = partNames.isEmpty ? 0 : NameHash.of(name)
        for k in parts.indices where partNames.isEmpty || partNames[k].contains(hash) {
            guard let info = parts[k][name] else { continue }
            if found == nil {
                found = info
            } else {
                found!.add(conformances: info.conformances, properties: info.properties, declared: info.declared,
                           nonMutating: info.nonMutatingMethods, kind: info.kind, bodyCount: info.bodyCount, adopting: info.adopted,
                           disagree: info.conformancesDisagree, macro: info.hasAttachedMacro)
            }
        }
        if !changed.isEmpty, found != nil, let replaced = changed[name] {
            for p in replaced {
                if let k = found!.properties.firstIndex(where: { $0.name == p.name }) { found!.properties[k] = p }
            }
        }
        return found
    }

    /// Whether `type` conforms to `proto`, directly, through an extension, or through a
    /// protocol it adopts that refines `proto`. False when the type is unknown.
    func conforms(_ type: String, to proto: String) -> Bool {
        var seen: Set<String> = []
        var queue = [type]
        while let next = queue.popLast() {
            guard seen.insert(next).inserted, let info = info(next) else { continue }
            if info.conformances.contains(proto) { return true }
            queue.append(contentsOf: info.conformances)
        }
        return false
    }

    /// Whether a macro attached to `type` (`@Model`) may add conformances the project's text does not show.
    func hasAttachedMacro(_ type: String) -> Bool { info(type)?.hasAttachedMacro ?? false }

    /// Whether the body of `type`'s method or computed property `member` sorts (`SortingMembers`).
    func sorts(_ member: String, of type: String) -> Bool { typesSorting(member).contains(type) }

    /// Whether the body of `type`'s method or computed property `member` filters (`SortingMembers`).
    func filters(_ member: String, of type: String) -> Bool { typesFiltering(member).contains(type) }

    /// A property of a known type.
    func property(_ name: String, of type: String) -> PropertyDecl? { info(type)?.property(name) }

    /// Whether `type` declares a property `name`, even one its declarations disagree on: a write to it
    /// is a write, whichever declaration holds.
    func declares(_ name: String, _ type: String) -> Bool {
        info(type)?.properties.contains { $0.name == name } ?? false
    }

    /// Whether the project declares `method` on `type` without `mutating`.
    func isNonMutating(_ method: String, of type: String) -> Bool {
        info(type)?.nonMutatingMethods.contains(NameHash.of(method)) ?? false
    }

    /// Whether the project gives `type` its own equality or hashing (`static func ==`, `func hash(into:)`):
    /// then the type chose what makes two values the same, and hashing it is what it means to.
    func hasOwnEquality(_ type: String) -> Bool {
        guard let methods = info(type)?.nonMutatingMethods else { return false }
        return methods.contains(NameHash.of("==")) || methods.contains(NameHash.of("hash"))
    }

    /// Whether the type is declared anywhere in the project (not only extended).
    func isKnown(_ type: String) -> Bool { info(type)?.declared ?? false }
}

/// A 64-bit FNV-1a hash of a name's bytes, to record names without allocating strings.
package enum NameHash {
    static func of(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes {
            h ^= UInt64(b)
            h = h &* 0x100_0000_01b3
        }
        return h
    }

    /// The hash of `name`'s UTF-8 bytes, read in place (no array made of them).
    package static func of(_ name: String) -> UInt64 {
        // Through a buffer where the string has one (a native or small string): stepping the
        // UTF-8 view cost several times the hashing.
        if let h = name.utf8.withContiguousStorageIfAvailable({ b -> UInt64 in
            var h: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in b {
                h ^= UInt64(byte)
                h = h &* 0x100_0000_01b3
            }
            return h
        }) { return h }
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in name.utf8 {
            h ^= UInt64(b)
            h = h &* 0x100_0000_01b3
        }
        return h
    }
}

/// What the project's declarations prove about a type.
enum Proof: Sendable, Equatable {
    case yes, no, unknown
}

extension Declarations {
    /// Protocols of the standard library, Foundation and SwiftUI, which add no members or
    /// conformances a rule asks about.
    static let standardProtocols: Set<String> = [
        "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable", "Sendable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "CaseIterable", "RawRepresentable",
        "Error", "View", "ObservableObject", "String", "Int", "Double",
    ]

    /// What `name` adopts (protocols, a superclass) that is neither standard nor declared in the
    /// project: each could bring members or conformances listfix cannot see.
    func undeclaredAdoptions(of name: String) -> [String] {
        (info(name)?.conformances ?? []).filter { !Declarations.standardProtocols.contains($0) && !isKnown($0) }
    }

    /// Whether the project sees all of `name`: it declares the type, and everything the type adopts
    /// is standard or declared here, so what the project does not say of it is not so.
    func seesAll(of name: String) -> Bool {
        guard let info = info(name), info.declared else { return false }
        return !info.conformances.contains { !Declarations.standardProtocols.contains($0) && !isKnown($0) }
    }

    /// Whether `name` conforms to one of `protocols`: yes when the project says so; no when the
    /// project sees all of the type (`seesAll(of:)`); else unknown.
    func conformance(of name: String, toAnyOf protocols: [String]) -> Proof {
        if protocols.contains(where: { conforms(name, to: $0) }) { return .yes }
        return seesAll(of: name) ? .no : .unknown
    }
}
