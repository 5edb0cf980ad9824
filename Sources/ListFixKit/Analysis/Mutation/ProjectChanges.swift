/// The project's answer to "how is a member called `name` changed?", from every file's
/// `ProjectWrites`. Each question is noted for the cache (`DeclarationRead.Kind.written`).
extension Declarations {
    /// Every change made to a member called `name`: through any value, by name, and by bare writes
    /// in a type that declares a property `name`.
    package func changes(of name: String) -> Changes {
        note(.written, name)
        let hash = NameHash.of(name)
        return (writes[hash] ?? []).union(bareChanges(name, hash))
    }

    /// `changes(of:)` for the property `name` of the type `owner` (a full name): a write through
    /// another value (`model.items.remove(at:)`) counts by name, but a bare one (`items.remove(at:)`)
    /// only when it is made in `owner` or an extension of it, not in another type with a property
    /// of that name. Handed to another view as a binding by `owner` itself (`Editor(items: $items)`),
    /// it also changes as that view changes it; another type's `$items` hands that type's own.
    func changes(of name: String, in owner: String) -> Changes {
        (writes[NameHash.of(name)] ?? []).union(ownChanges(of: name, in: owner))
    }

    /// The changes the scan kept with `owner` for its property `name`: bare writes it could not tell
    /// from a local's where they were made (in an extension, or above the property's declaration),
    /// and, where `owner` hands the property on as a binding, its receivers'. A view's `@State` gets
    /// these and the writes of its own file (`FileWrites`): no other value holds it.
    func ownChanges(of name: String, in owner: String) -> Changes {
        note(.written, name)
        let hash = NameHash.of(name)
        var own: Changes = []
        for (type, changes) in bareWrites[hash] ?? [:] where Declarations.sameType(type, owner) {
            own.formUnion(changes)
        }
        return own.contains(.handed) ? own.union(receiverChanges(of: name)) : own
    }

    /// Whether two names of types name one type, one of them qualified (`Outer.Row`, `Row`), with no
    /// string made to compare them.
    static func sameType(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        let (long, short) = a.utf8.count > b.utf8.count ? (a, b) : (b, a)
        guard long.hasSuffix(short) else { return false }
        return long.utf8[long.utf8.index(long.utf8.endIndex, offsetBy: -short.utf8.count - 1)] == UInt8(ascii: ".")
    }

    /// The changes made to a member called `name` through a value, by name (`x.tags = …`), without
    /// the bare writes a type makes to its own member or the writes kept with their receiver's type.
    func changesThroughValues(of name: String) -> Changes {
        note(.written, name)
        return writes[NameHash.of(name)] ?? []
    }

    /// When a member called `name` is handed to another view as a binding (`Editor(items: $items)`):
    /// how the receiving views change it. They are found by name: a bare write of a type declaring
    /// `name` moves it, and any write of that name gives it new values. Empty when it is never handed.
    package func receiverChanges(of name: String) -> Changes {
        note(.written, name)
        let hash = NameHash.of(name)
        guard let byName = writes[hash], byName.contains(.handed) else { return [] }
        var out = bareChanges(name, hash)
        if byName.rewrites { out.insert(.assignedWhole) }
        return out
    }

    /// The changes of bare writes made in a type that declares `name`.
    private func bareChanges(_ name: String, _ hash: UInt64) -> Changes {
        var out: Changes = []
        for (type, changes) in bareWrites[hash] ?? [:] where declares(name, type) { out.formUnion(changes) }
        return out
    }

    /// The types in which a bare write changes `name`, with the changes (for the cache's answers).
    package func bareWrites(of name: String) -> [(type: String, changes: Changes)] {
        (bareWrites[NameHash.of(name)] ?? [:]).map { ($0.key, $0.value) }.sorted { $0.type < $1.type }
    }
}
