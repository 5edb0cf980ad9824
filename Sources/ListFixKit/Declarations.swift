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
    public var end: Int
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
    public var open: Int
    public var close: Int
}

/// What one file declares.
public struct FileDeclarations: Sendable {
    public var types: [TypeDecl]

    public init(types: [TypeDecl]) { self.types = types }

    /// The innermost type declaration (not extension-free: extensions count) whose body contains token `i`.
    public func enclosingType(of i: Int) -> TypeDecl? {
        var best: TypeDecl?
        for t in types where t.open < i && i < t.close {
            if best == nil || t.open > best!.open { best = t }
        }
        return best
    }
}

/// The project-wide index: every type's conformances and properties, extensions merged.
public struct Declarations: Sendable {
    public struct TypeInfo: Sendable {
        public var conformances: Set<String> = []
        public var properties: [String: PropertyDecl] = [:]
        public var declared = false
    }

    public private(set) var types: [String: TypeInfo] = [:]

    public init() {}

    public init(files: [FileDeclarations]) {
        for file in files { add(file) }
    }

    public mutating func add(_ file: FileDeclarations) {
        for t in file.types {
            // Mutate in place: copying a TypeInfo out and back would copy its dictionary.
            types[t.name, default: TypeInfo()].conformances.formUnion(t.conformances)
            for p in t.properties where types[t.name]!.properties[p.name] == nil {
                types[t.name]!.properties[p.name] = p
            }
            if t.kind != .extension { types[t.name]!.declared = true }
        }
    }

    public mutating func merge(_ other: Declarations) {
        for (name, theirs) in other.types {
            types[name, default: TypeInfo()].conformances.formUnion(theirs.conformances)
            for (k, p) in theirs.properties where types[name]!.properties[k] == nil { types[name]!.properties[k] = p }
            if theirs.declared { types[name]!.declared = true }
        }
    }

    /// Whether `type` conforms to `proto`, directly, through an extension, or through a
    /// protocol it adopts that refines `proto`. False when the type is unknown.
    public func conforms(_ type: String, to proto: String) -> Bool {
        var seen: Set<String> = []
        var queue = [type]
        while let next = queue.popLast() {
            guard seen.insert(next).inserted, let info = types[next] else { continue }
            if info.conformances.contains(proto) { return true }
            queue.append(contentsOf: info.conformances)
        }
        return false
    }

    /// A property of a known type.
    public func property(_ name: String, of type: String) -> PropertyDecl? { types[type]?.properties[name] }

    /// Whether the type is declared anywhere in the project (not only extended).
    public func isKnown(_ type: String) -> Bool { types[type]?.declared ?? false }
}
