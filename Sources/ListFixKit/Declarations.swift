import SwiftTokens

/// A property as declared: its name, type (declared or inferred from a simple initializer),
/// property wrapper and whether it is stored.
public struct PropertyDecl: Sendable, Equatable {
    public var name: String
    /// Type text with whitespace removed (`[Item]`, `Array<Item>`, `Item?`), nil when unknown.
    public var type: String?
    /// The property wrapper attribute without `@` (`State`, `Binding`, `Published`), if any.
    public var wrapper: String?
    public var isStored: Bool
    public var isStatic: Bool
    /// Byte offset just past the declaration, for inserting after it.
    public var endOffset: Int
    /// Declared with `let`: no setter, so no binding can write to it.
    public var isLet = false
    /// Declared `private` or `fileprivate`.
    public var isPrivate = false
    /// Its initial value is exactly `UUID()`: a new identity for every instance made.
    public var isNewUUID = false
    /// Declared with an initial value (`let x = …`): a `let` so declared is the same in every instance.
    public var hasInitialValue = false
    /// Its initial value, or its getter, is an array of one value repeated (see `RepeatedValue`).
    public var repeats: RepeatedValue?
    /// In the project index: declarations of the type (in several modules) disagree on it, so it
    /// is unknown.
    public var isAmbiguous = false
}

extension PropertyDecl {
    /// Whether two declarations of a property say the same thing of it (where they are is not part of it).
    func means(_ other: PropertyDecl) -> Bool {
        type == other.type && wrapper == other.wrapper && isStored == other.isStored && isStatic == other.isStatic
            && isLet == other.isLet && isNewUUID == other.isNewUUID && repeats == other.repeats
    }
}

/// The kind of a type declaration.
public enum TypeKind: String, Sendable {
    case `struct`, `class`, `enum`, actor, `protocol`, `extension`
}

/// One type declaration or extension in one file.
public struct TypeDecl: Sendable {
    public var name: String
    public var kind: TypeKind
    public var conformances: [String]
    public var properties: [PropertyDecl]
    /// Token indices of the body's braces in its file.
    public var open: TokenIndex
    public var close: TokenIndex
    /// Methods declared in the body without `mutating` (their names' `NameHash`): calling them
    /// cannot change a value. Hashes, not strings: the scan runs over every file.
    public var nonMutatingMethods: [UInt64] = []
    /// The view count of its computed `var body: some View`, as its file shows it.
    public var bodyCount: ViewCountTerm?
}

/// What one file declares.
public struct FileDeclarations: Sendable {
    public var types: [TypeDecl]
    /// The member names the file writes outside initializers (`AssignedNames`).
    public var assignedNames: [UInt64]
    /// Types and functions that hide a list's scroll background (`BackgroundHiders`).
    public var backgroundHiders: [UInt64] = []
    /// Whether the file calls `scrollContentBackground` under `if #available`.
    public var guardsBackgroundHiding = false
    /// Where the file's rows read their data; recorded only for rules that ask which types are rows.
    public var rowDataUses: [RowDataUse] = []
    /// Properties given a `Dictionary(grouping:by:)` key (recorded with `rowDataUses`).
    public var dictionaryKeyed: [DictionaryKeyedMember] = []

    public init(types: [TypeDecl], assignedNames: [UInt64] = []) {
        self.types = types
        self.assignedNames = assignedNames
    }
}

/// The project-wide index: every type's conformances and properties, extensions merged.
public struct Declarations: Sendable {
    /// What the project says of one type name, over all its declarations and extensions.
    /// Arrays, not sets: a type has a handful of each, and adding is the hot path.
    public struct TypeInfo: Sendable {
        public var conformances: [String] = []
        public var properties: [PropertyDecl] = []
        public var declared = false
        public var nonMutatingMethods: [UInt64] = []
        /// The kind of its first declaration (not an extension), if declared.
        public var kind: TypeKind?
        /// The view count of its `body` (see `TypeDecl.bodyCount`); unknown when two
        /// declarations of the name (in two modules) disagree.
        public var bodyCount: ViewCountTerm?

        mutating func add(conformances new: [String], properties more: [PropertyDecl], declared isDeclared: Bool,
                          nonMutating methods: [UInt64] = [], kind newKind: TypeKind? = nil, bodyCount body: ViewCountTerm? = nil) {
            if kind == nil, let newKind, newKind != .extension { kind = newKind }
            if let body { bodyCount = bodyCount == nil || bodyCount == body ? body : .count(.unknown(nil)) }
            for c in new where !conformances.contains(c) { conformances.append(c) }
            for m in methods where !nonMutatingMethods.contains(m) { nonMutatingMethods.append(m) }
            // A type declared again (in another module of a big project) must not grow the list;
            // when its declarations disagree on a property, the property is unknown, so no rule
            // builds on whichever declaration happened to be read first.
            for p in more {
                if let k = properties.firstIndex(where: { $0.name == p.name }) {
                    if p.isAmbiguous || !properties[k].means(p) { properties[k].isAmbiguous = true }
                } else {
                    properties.append(p)
                }
            }
            if isDeclared { declared = true }
        }

        /// The property `name`, unless its declarations disagree.
        public func property(_ name: String) -> PropertyDecl? {
            guard let property = properties.first(where: { $0.name == name }), !property.isAmbiguous else { return nil }
            return property
        }
    }

    /// Indexes built separately (one per worker thread) and never merged: a look-up
    /// combines what each says, so joining them costs nothing.
    private var parts: [[String: TypeInfo]] = [[:]]
    /// Every member name a file of the project writes outside initializers (`AssignedNames`).
    private var assigned: Set<UInt64> = []
    private var backgroundHiders: Set<UInt64> = []
    /// Names of properties whose value or getter is one value repeated (`PropertyDecl.repeats`).
    private var repeatingNames: Set<UInt64> = []
    /// Whether some file of the project calls `scrollContentBackground` under `if #available`.
    public private(set) var guardsBackgroundHiding = false
    private var rowDataUses: [RowDataUse] = []
    private var dictionaryKeyed: Set<DictionaryKeyedMember> = []
    /// The types the project shows as rows, once `resolveRowElementTypes()` has run.
    private var rowElementTypes: Set<String>?

    public init() {}

    public init(files: [FileDeclarations]) {
        for file in files { add(file) }
    }

    public mutating func add(_ file: FileDeclarations) {
        assigned.formUnion(file.assignedNames)
        backgroundHiders.formUnion(file.backgroundHiders)
        if file.guardsBackgroundHiding { guardsBackgroundHiding = true }
        rowDataUses += file.rowDataUses
        dictionaryKeyed.formUnion(file.dictionaryKeyed)
        for type in file.types {
            for p in type.properties where p.repeats != nil { repeatingNames.insert(NameHash.of(Array(p.name.utf8)[...])) }
        }
        let last = parts.count - 1
        for t in file.types {
            parts[last][t.name, default: TypeInfo()].add(conformances: t.conformances, properties: t.properties,
                                                         declared: t.kind != .extension, nonMutating: t.nonMutatingMethods,
                                                         kind: t.kind, bodyCount: t.bodyCount)
        }
    }

    /// Joins another index into this one.
    public mutating func merge(_ other: Declarations) {
        parts.append(contentsOf: other.parts.filter { !$0.isEmpty })
        assigned.formUnion(other.assigned)
        backgroundHiders.formUnion(other.backgroundHiders)
        if other.guardsBackgroundHiding { guardsBackgroundHiding = true }
        rowDataUses += other.rowDataUses
        dictionaryKeyed.formUnion(other.dictionaryKeyed)
        repeatingNames.formUnion(other.repeatingNames)
    }

    /// Whether some property of the project called `name` holds one value repeated: a cheap test
    /// before resolving which property a path reads.
    public func mayRepeat(_ name: String) -> Bool { repeatingNames.contains(NameHash.of(Array(name.utf8)[...])) }

    /// Whether the project gives `type.property` a dictionary's key (`Dictionary(grouping:by:)`):
    /// unique by construction. False when row data was not recorded.
    public func isDictionaryKey(_ property: String, of type: String) -> Bool {
        dictionaryKeyed.contains(DictionaryKeyedMember(type: type, property: property))
    }

    /// Works out which types the recorded row data paths show as rows; call once the project's
    /// declarations are all in.
    public mutating func resolveRowElementTypes() { rowElementTypes = resolve(rowDataUses) }

    /// Whether the project shows `type` as `ForEach`, `List` or `Table` rows; true when the row data
    /// was not recorded, so that a rule asking it stays as it was.
    public func isRowElement(_ type: String) -> Bool { rowElementTypes?.contains(type) ?? true }

    /// Whether `name` is a project type or function whose body hides a list's scroll background.
    public func hidesListBackground(_ name: String) -> Bool { backgroundHiders.contains(NameHash.of(Array(name.utf8)[...])) }

    /// Whether some file of the project writes a member called `name` outside an initializer.
    public func isAssigned(_ name: String) -> Bool { assigned.contains(NameHash.of(Array(name.utf8)[...])) }

    /// Everything known of `name` across the parts.
    public func info(_ name: String) -> TypeInfo? {
        var found: TypeInfo?
        for part in parts {
            guard let info = part[name] else { continue }
            if found == nil {
                found = info
            } else {
                found!.add(conformances: info.conformances, properties: info.properties, declared: info.declared,
                           nonMutating: info.nonMutatingMethods, kind: info.kind, bodyCount: info.bodyCount)
            }
        }
        return found
    }

    /// Whether `type` conforms to `proto`, directly, through an extension, or through a
    /// protocol it adopts that refines `proto`. False when the type is unknown.
    public func conforms(_ type: String, to proto: String) -> Bool {
        var seen: Set<String> = []
        var queue = [type]
        while let next = queue.popLast() {
            guard seen.insert(next).inserted, let info = info(next) else { continue }
            if info.conformances.contains(proto) { return true }
            queue.append(contentsOf: info.conformances)
        }
        return false
    }

    /// A property of a known type.
    public func property(_ name: String, of type: String) -> PropertyDecl? { info(type)?.property(name) }

    /// Whether the project declares `method` on `type` without `mutating`.
    public func isNonMutating(_ method: String, of type: String) -> Bool {
        info(type)?.nonMutatingMethods.contains(NameHash.of(Array(method.utf8)[...])) ?? false
    }

    /// Whether the project gives `type` its own equality or hashing (`static func ==`, `func hash(into:)`):
    /// then the type chose what makes two values the same, and hashing it is what it means to.
    public func hasOwnEquality(_ type: String) -> Bool {
        guard let methods = info(type)?.nonMutatingMethods else { return false }
        return methods.contains(NameHash.of(Array("==".utf8)[...])) || methods.contains(NameHash.of(Array("hash".utf8)[...]))
    }

    /// Whether the type is declared anywhere in the project (not only extended).
    public func isKnown(_ type: String) -> Bool { info(type)?.declared ?? false }
}

/// A 64-bit FNV-1a hash of a name's bytes, to record names without allocating strings.
public enum NameHash {
    public static func of(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes {
            h ^= UInt64(b)
            h = h &* 0x100_0000_01b3
        }
        return h
    }
}

/// What the project's declarations prove about a type.
public enum Proof: Sendable, Equatable {
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
    public func undeclaredAdoptions(of name: String) -> [String] {
        (info(name)?.conformances ?? []).filter { !Declarations.standardProtocols.contains($0) && !isKnown($0) }
    }

    /// Whether the project sees all of `name`: it declares the type, and everything the type adopts
    /// is standard or declared here, so what the project does not say of it is not so.
    public func seesAll(of name: String) -> Bool {
        guard let info = info(name), info.declared else { return false }
        return !info.conformances.contains { !Declarations.standardProtocols.contains($0) && !isKnown($0) }
    }

    /// Whether `name` conforms to one of `protocols`: yes when the project says so; no when the
    /// project sees all of the type (`seesAll(of:)`); else unknown.
    public func conformance(of name: String, toAnyOf protocols: [String]) -> Proof {
        if protocols.contains(where: { conforms(name, to: $0) }) { return .yes }
        return seesAll(of: name) ? .no : .unknown
    }
}
