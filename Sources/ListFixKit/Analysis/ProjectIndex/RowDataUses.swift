import SwiftTokens

/// Where a `ForEach`, `List` or `Table` reads its rows: the type whose body holds the call and the
/// member path of the data (`model.items` in `TodoList`). Recorded in the first pass and resolved
/// once the whole project's declarations are known, to tell which types are ever row data.
public struct RowDataUse: Sendable, Hashable {
    package var owner: String
    package var names: [String]

    /// The rows' data paths of one file, owned by the innermost type of `types` around each call.
    public static func scan(_ file: SourceFile, types: [TypeDecl]) -> [RowDataUse] {
        var out: [RowDataUse] = []
        var bodies: TypeBodies?
        for call in RowsCall.all(in: file) {
            guard let (first, last) = call.dataTokens(file) else { continue }
            if bodies == nil { bodies = TypeBodies(types) }
            guard let k = bodies!.owner(around: call.nameToken, in: file, types: types) else { continue }
            let owner = types[k]
            var start = first
            // `Array(x)`, `Array(x.enumerated())`: the path inside.
            if file.isIdentifier(first, "Array"), let open = file.next(after: first), file.tokens[open].kind == .leftParen,
               let inner = file.next(after: open) {
                start = inner
            }
            guard start <= last, let path = MemberPath.parse(file, at: start, through: last) else { continue }
            var names = path.names(file)
            while let tail = names.last, names.count > 1, DataOrigin.derivations.contains(tail) { names.removeLast() }
            if let root = names.first, root.hasPrefix("$") { names[0] = String(root.dropFirst()) }
            out.append(RowDataUse(owner: owner.name, names: names))
        }
        return out
    }

    /// Package-wide: the cache's decoder (ListFixProject) makes them.
    package init(owner: String, names: [String]) {
        self.owner = owner
        self.names = names
    }
}

/// `Group(day: $0.key, …)` over `Dictionary(grouping:by:)`: the property `day` of `Group` takes a
/// dictionary's keys, so its values are unique by construction. Recorded with the row data.
public struct DictionaryKeyedMember: Sendable, Hashable {
    package var type: String
    package var property: String

    /// In a file that groups with `Dictionary(grouping:by:)`, each `Type(label: x.key)` call.
    public static func scan(_ file: SourceFile) -> [DictionaryKeyedMember] {
        guard ByteSearch.contains(file.bytes, "Dictionary(grouping") else { return [] }
        let t = file.tokens
        var out: [DictionaryKeyedMember] = []
        for i in t.indices where t[i].kind == .identifier && DataOrigin.isTypeName(file.text(i)) {
            guard let open = file.next(after: i), open == i + 1, t[open].kind == .leftParen else { continue }
            for argument in file.arguments(of: open) {
                guard let label = argument.label, let last = argument.valueLast, file.isIdentifier(last, "key"),
                      let dot = file.previous(before: last), t[dot].kind == .period else { continue }
                out.append(DictionaryKeyedMember(type: file.text(i), property: file.text(label)))
            }
        }
        return out
    }

    /// Package-wide: the cache's decoder (ListFixProject) makes them.
    package init(type: String, property: String) {
        self.type = type
        self.property = property
    }
}

extension Declarations {
    /// The element type names of every row data path the project's first pass recorded.
    func resolve(_ uses: [RowDataUse]) -> Set<String> {
        var out: Set<String> = []
        for use in uses {
            guard let root = use.names.first else { continue }
            var current: String? = DataOrigin.isTypeName(root) ? resolve(root, in: use.owner) : memberType(root, of: use.owner)
            for name in use.names.dropFirst() {
                guard let base = current else { break }
                current = memberType(name, of: TypeResolver.nominal(base))
            }
            if let type = current, let element = TypeResolver.arrayElement(type) { out.insert(TypeResolver.nominal(element)) }
        }
        return out
    }
}
