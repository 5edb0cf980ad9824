import ListFixKit

/// The cache's records of what a file declares (`FileDeclarations`) and of what the project index
/// says of a type (`Declarations.TypeInfo`, whose bytes are hashed into an answer's digest).
/// Every stored property is written, in declaration order; dictionaries in key order, so equal
/// values give equal bytes. `CacheCodingTests` fails when a property is added and not here.
extension ByteWriter {
    /// How deep a view count term may nest in a record: deeper ones are not cached.
    static let termDepth = 512

    /// Thrown when a value cannot be recorded (a term nested past `termDepth`, a kind of type
    /// this record does not know): the file is not cached.
    struct Unrecordable: Error {}

    public mutating func declarations(_ d: borrowing FileDeclarations) throws {
        unsigned(UInt64(d.types.count))
        // By index, borrowed: a copy of each type and property retained every string in it.
        for k in d.types.indices { try type(d.types[k]) }
        let writes = d.writes.sorted { $0.key < $1.key }
        unsigned(UInt64(writes.count))
        for (name, changes) in writes {
            fixed(name)
            unsigned(UInt64(changes.rawValue))
        }
        unsigned(UInt64(d.bareWrites.count))
        for write in d.bareWrites {
            string(write.type)
            fixed(write.name)
            unsigned(UInt64(write.changes.rawValue))
        }
        bool(d.guardsBackgroundHiding)
        bool(d.hidesBackgroundBelow)
        bool(d.clearsTableViews)
        unsigned(UInt64(d.rowDataUses.count))
        for use in d.rowDataUses {
            string(use.owner)
            strings(use.names)
        }
        unsigned(UInt64(d.dictionaryKeyed.count))
        for member in d.dictionaryKeyed {
            string(member.type)
            string(member.property)
        }
        unsigned(UInt64(d.lazyPlacements.count))
        for placement in d.lazyPlacements {
            string(placement.type)
            optionalString(placement.scope)
            string(placement.container)
        }
        strings(d.sceneRoots)
        strings(d.eventIdentifiedTypes)
        strings(d.sortingMembers)
        strings(d.rowViewPresentations)
        strings(d.offsetsMethods)
        unsigned(UInt64(d.keyPaths.count))
        for use in d.keyPaths { keyPathUse(use) }
        let sources = d.idSources.sorted { $0.key < $1.key }
        unsigned(UInt64(sources.count))
        for (name, source) in sources {
            string(name)
            computedSource(source)
        }
        let made = d.madeValues.sorted { $0.key < $1.key }
        unsigned(UInt64(made.count))
        for (key, type) in made {
            string(key)
            string(type)
        }
        bool(d.triggerWords != nil)
        if let words = d.triggerWords { fixed(words) }
    }

    mutating func type(_ t: borrowing TypeDecl) throws {
        string(t.name)
        byte(ByteWriter.kindNumber(t.kind))
        bool(t.isNested)
        strings(t.conformances)
        unsigned(UInt64(t.properties.count))
        for k in t.properties.indices { property(t.properties[k]) }
        int(t.open)
        int(t.close)
        hashes(t.nonMutatingMethods)
        try optionalTerm(t.bodyCount)
        bool(t.hasAttachedMacro)
        bool(t.isObservable)
        bool(t.isLocal)
    }

    static let kinds: [TypeKind] = [.struct, .class, .enum, .actor, .protocol, .extension, .alias]

    /// The index of `kind` in `kinds`.
    static func kindNumber(_ kind: TypeKind) -> UInt8 {
        switch kind {
        case .struct: 0
        case .class: 1
        case .enum: 2
        case .actor: 3
        case .protocol: 4
        case .extension: 5
        case .alias: 6
        }
    }

    /// `withOffset: false` leaves out `endOffset`, where the declaration ends (see `typeInfo(_:)`).
    mutating func property(_ p: borrowing PropertyDecl, withOffset: Bool = true) {
        string(p.name)
        optionalString(p.type)
        optionalString(p.wrapper)
        // The flags in one byte: a project has many properties.
        var flags: UInt8 = p.isStored ? 1 : 0
        if p.isStatic { flags |= 1 << 1 }
        if p.isLet { flags |= 1 << 2 }
        if p.isPrivate { flags |= 1 << 3 }
        if p.isNewUUID { flags |= 1 << 4 }
        if p.hasInitialValue { flags |= 1 << 5 }
        if p.isAmbiguous { flags |= 1 << 6 }
        if p.followsPointer { flags |= 1 << 7 }
        byte(flags)
        byte((p.seedsStateObject ? 1 : 0) | (p.seedsState ? 2 : 0) | (p.seedsStateMember ? 4 : 0) | (p.bindsTypedText ? 8 : 0)
             | (p.seedsStateOnAppear ? 16 : 0))
        if withOffset { int(p.endOffset) }
        switch p.repeats {
        case nil: byte(0)
        case .repeating?: byte(1)
        case .literal(let member)?:
            byte(2)
            string(member)
        }
    }

    mutating func keyPathUse(_ use: KeyPathUse) {
        optionalString(use.scope)
        strings(use.data)
        string(use.keyPath)
    }

    mutating func computedSource(_ source: ComputedSource) {
        switch source {
        case .names(let names):
            byte(0)
            strings(names)
        case .unstable(let what):
            byte(1)
            string(what)
        case .other:
            byte(2)
        }
    }

    mutating func optionalTerm(_ term: ViewCountTerm?) throws {
        bool(term != nil)
        if let term { try self.term(term, depth: 0) }
    }

    mutating func term(_ term: ViewCountTerm, depth: Int) throws {
        guard depth < ByteWriter.termDepth else { throw Unrecordable() }
        switch term {
        case .count(let count):
            byte(0)
            viewCount(count)
        case .view(let name):
            byte(1)
            string(name)
        case .sum(let parts):
            byte(2)
            unsigned(UInt64(parts.count))
            for p in parts { try self.term(p, depth: depth + 1) }
        case .choice(let parts):
            byte(3)
            unsigned(UInt64(parts.count))
            for p in parts { try self.term(p, depth: depth + 1) }
        case .optional(let inner):
            byte(4)
            try self.term(inner, depth: depth + 1)
        }
    }

    mutating func viewCount(_ count: ViewCount) {
        switch count {
        case .exactly(let n):
            byte(0)
            int(n)
        case .section:
            byte(1)
        case .varies(let variation):
            byte(2)
            switch variation {
            case .anyView: byte(0)
            case .optional: byte(1)
            case .forEach: byte(2)
            case .differentBranches: byte(3)
            }
        case .unknown(let name):
            byte(3)
            optionalString(name)
        }
    }

    /// What the project index says of one type: the bytes an answer's digest is taken of. What
    /// rules read of it, each list in an order of its own, so that indexes which joined the same
    /// files in another order (worker threads add them in no fixed order) give the same digest.
    /// Left out: `adopted`, read only while declarations are joined, and each property's
    /// `endOffset`, where one of its declarations ends: rules read that from their own file's scan
    /// (a fix inserts into the file it edits), never from the index.
    mutating func typeInfo(_ info: Declarations.TypeInfo) throws {
        strings(info.conformances.sorted())
        unsigned(UInt64(info.properties.count))
        for p in info.properties.sorted(by: { $0.name < $1.name }) { property(p, withOffset: false) }
        bool(info.declared)
        hashes(info.nonMutatingMethods.sorted())
        optionalString(info.kind?.rawValue)
        try optionalTerm(info.bodyCount)
        bool(info.conformancesDisagree)
        bool(info.hasAttachedMacro)
    }
}

extension ByteReader {
    public mutating func declarations() throws -> FileDeclarations {
        var types: [TypeDecl] = []
        let typeCount = try count()
        types.reserveCapacity(typeCount)
        for _ in 0..<typeCount { types.append(try type()) }
        var d = FileDeclarations(types: types)
        for _ in 0..<(try count()) {
            let name = try fixed()
            d.writes[name] = Changes(rawValue: UInt16(truncatingIfNeeded: try unsigned()))
        }
        for _ in 0..<(try count()) {
            let type = try string(), name = try fixed()
            d.bareWrites.append(BareWrite(type: type, name: name, changes: Changes(rawValue: UInt16(truncatingIfNeeded: try unsigned()))))
        }
        d.guardsBackgroundHiding = try bool()
        d.hidesBackgroundBelow = try bool()
        d.clearsTableViews = try bool()
        for _ in 0..<(try count()) {
            d.rowDataUses.append(RowDataUse(owner: try string(), names: try strings()))
        }
        for _ in 0..<(try count()) {
            d.dictionaryKeyed.append(DictionaryKeyedMember(type: try string(), property: try string()))
        }
        for _ in 0..<(try count()) {
            d.lazyPlacements.append(LazyPlacement(type: try string(), scope: try optionalString(), container: try string()))
        }
        d.sceneRoots = try strings()
        d.eventIdentifiedTypes = try strings()
        d.sortingMembers = try strings()
        d.rowViewPresentations = try strings()
        d.offsetsMethods = try strings()
        for _ in 0..<(try count()) { d.keyPaths.append(try keyPathUse()) }
        for _ in 0..<(try count()) {
            let name = try string()
            d.idSources[name] = try computedSource()
        }
        for _ in 0..<(try count()) {
            let key = try string()
            d.madeValues[key] = try string()
        }
        if try bool() { d.triggerWords = try fixed() }
        return d
    }

    mutating func type() throws -> TypeDecl {
        let name = try string()
        let kindIndex = Int(try byte())
        guard kindIndex < ByteWriter.kinds.count else { throw Malformed() }
        let kind = ByteWriter.kinds[kindIndex]
        let isNested = try bool()
        let conformances = try strings()
        var properties: [PropertyDecl] = []
        for _ in 0..<(try count()) { properties.append(try property()) }
        var t = TypeDecl(name: name, kind: kind, isNested: isNested, conformances: conformances, properties: properties,
                         open: try int(), close: try int())
        t.nonMutatingMethods = try hashes()
        t.bodyCount = try optionalTerm()
        t.hasAttachedMacro = try bool()
        t.isObservable = try bool()
        t.isLocal = try bool()
        return t
    }

    mutating func property() throws -> PropertyDecl {
        let name = try string(), type = try optionalString(), wrapper = try optionalString()
        let flags = try byte()
        let more = try byte()
        func flag(_ k: Int) -> Bool { flags & (1 << k) != 0 }
        let endOffset = try int()
        var p = PropertyDecl(name: name, type: type, wrapper: wrapper, endOffset: endOffset, isStored: flag(0), isStatic: flag(1))
        p.isLet = flag(2)
        p.isPrivate = flag(3)
        p.isNewUUID = flag(4)
        p.hasInitialValue = flag(5)
        p.isAmbiguous = flag(6)
        p.followsPointer = flag(7)
        p.seedsStateObject = more & 1 != 0
        p.seedsState = more & 2 != 0
        p.seedsStateMember = more & 4 != 0
        p.bindsTypedText = more & 8 != 0
        p.seedsStateOnAppear = more & 16 != 0
        switch try byte() {
        case 0: p.repeats = nil
        case 1: p.repeats = .repeating
        case 2: p.repeats = .literal(member: try string())
        default: throw Malformed()
        }
        return p
    }

    mutating func keyPathUse() throws -> KeyPathUse {
        KeyPathUse(scope: try optionalString(), data: try strings(), keyPath: try string())
    }

    mutating func computedSource() throws -> ComputedSource {
        switch try byte() {
        case 0: return .names(try strings())
        case 1: return .unstable(try string())
        case 2: return .other
        default: throw Malformed()
        }
    }

    mutating func optionalTerm() throws -> ViewCountTerm? {
        try bool() ? try term(depth: 0) : nil
    }

    mutating func term(depth: Int) throws -> ViewCountTerm {
        guard depth < ByteWriter.termDepth else { throw Malformed() }
        switch try byte() {
        case 0: return .count(try viewCount())
        case 1: return .view(try string())
        case 2, 3:
            let kind = bytes[offset - 1]
            var parts: [ViewCountTerm] = []
            for _ in 0..<(try count()) { parts.append(try term(depth: depth + 1)) }
            return kind == 2 ? .sum(parts) : .choice(parts)
        case 4: return .optional(try term(depth: depth + 1))
        default: throw Malformed()
        }
    }

    mutating func viewCount() throws -> ViewCount {
        switch try byte() {
        case 0: return .exactly(try int())
        case 1: return .section
        case 2:
            switch try byte() {
            case 0: return .varies(.anyView)
            case 1: return .varies(.optional)
            case 2: return .varies(.forEach)
            case 3: return .varies(.differentBranches)
            default: throw Malformed()
            }
        case 3: return .unknown(try optionalString())
        default: throw Malformed()
        }
    }
}
