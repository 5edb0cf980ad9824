/// One question a file's rules asked the project index: its kind and what it named.
public struct DeclarationRead: Hashable, Sendable {
    /// Which accessor of `Declarations` was asked.
    public enum Kind: UInt8, Sendable {
        /// `info(name)`: everything known of a type (its properties, conformances, body count...).
        case type = 1
        /// `changes(of: name)`, `changes(of: name, in:)`, `receiverChanges(of: name)`.
        case written
        /// `mayRepeat(name)`.
        case repeats
        /// `isDictionaryKey(property, of: type)`, named `type\0property`.
        case dictionaryKey
        /// `isRowElement(type)`.
        case rowElement
        /// `idSource(of: type)`.
        case idSource
        /// `guardsBackgroundHiding`, `hidesBackgroundBelowViews`, `clearsTableViews`.
        case backgrounds
        /// `isModule(name)`.
        case module
        /// `isNestedName(name)`.
        case nestedName
        /// `keyPath(keyingRowsOf: type)`.
        case keyPath
        /// The whole of `modules`, `nestedNames`, `keyPathUses`.
        case modules, nestedNames, keyPathUses
    }

    public var kind: Kind
    public var key: String

    public init(kind: Kind, key: String) {
        self.kind = kind
        self.key = key
    }

    /// The question's name in the cache: the xxHash64 of its kind and key.
    var digest: UInt64 { ContentHash.mix(ContentHash.of(key), UInt64(kind.rawValue)) }
}

/// What one file's rules read of the project index while they ran: set on the `Declarations`
/// a file's rules get (`Declarations.reads`). Its findings depend on the file's bytes, the
/// settings, its target and these answers only, so they hold for any later index that gives
/// the same answers. Belongs to the one thread that runs the file's rules: no lock.
public final class DeclarationReads: @unchecked Sendable {
    /// Each distinct question once, with its digest, as first asked. A file asks a handful (a
    /// few hundred at most): a search of the list is cheaper than a set's allocations.
    private var asked: [(digest: UInt64, read: DeclarationRead)] = []

    public init() {}

    func note(_ kind: DeclarationRead.Kind, _ key: String) {
        let read = DeclarationRead(kind: kind, key: key)
        let digest = read.digest
        if !asked.contains(where: { $0.digest == digest }) { asked.append((digest, read)) }
    }

    /// Each distinct question with its digest, in digest order.
    public var questions: [(digest: UInt64, read: DeclarationRead)] {
        asked.sorted { $0.digest < $1.digest }
    }

    /// Each distinct question with the digest of its answer in `declarations` (the index the
    /// rules read), in a stable order.
    func answers(in declarations: Declarations) -> [(read: DeclarationRead, answer: UInt64)] {
        var quiet = declarations
        quiet.reads = nil
        return questions.map { ($0.read, quiet.answer($0.read)) }
    }
}

extension Declarations {
    /// The digest of what this index answers to `read`.
    public func answer(_ read: DeclarationRead) -> UInt64 {
        var w = ByteWriter()
        let key = read.key
        switch read.kind {
        case .type:
            if let info = info(key) {
                w.bool(true)
                // Too deep to record: an answer no other index gives, so the findings are redone.
                guard (try? w.typeInfo(info)) != nil else { return 0 }
            } else {
                w.bool(false)
            }
        case .written:
            w.unsigned(UInt64(changes(of: key).rawValue))
            w.unsigned(UInt64(receiverChanges(of: key).rawValue))
            w.unsigned(UInt64((writes[NameHash.of(key)] ?? []).rawValue))
            let bare = bareWrites(of: key)
            w.unsigned(UInt64(bare.count))
            for write in bare {
                w.string(write.type)
                w.unsigned(UInt64(write.changes.rawValue))
            }
        case .repeats:
            w.bool(mayRepeat(key))
        case .dictionaryKey:
            let parts = key.split(separator: "\u{0}", maxSplits: 1, omittingEmptySubsequences: false)
            w.bool(parts.count == 2 && isDictionaryKey(String(parts[1]), of: String(parts[0])))
        case .rowElement:
            w.bool(isRowElement(key))
        case .idSource:
            w.bool(idSource(of: key) != nil)
            if let source = idSource(of: key) { w.computedSource(source) }
        case .backgrounds:
            w.bool(guardsBackgroundHiding)
            w.bool(hidesBackgroundBelowViews)
            w.bool(clearsTableViews)
        case .module:
            w.bool(isModule(key))
        case .nestedName:
            w.bool(isNestedName(key))
        case .keyPath:
            w.optionalString(keyPath(keyingRowsOf: key))
        case .modules:
            w.strings(modules.sorted())
        case .nestedNames:
            w.strings(nestedNames.sorted())
        case .keyPathUses:
            for use in keyPathUses { w.keyPathUse(use) }
        }
        // Never 0, which stands for "not recorded" above.
        return w.hash | 1
    }

    /// Whether this index gives every answer `reads` recorded.
    func answersAlike(_ reads: [(read: DeclarationRead, answer: UInt64)]) -> Bool {
        var quiet = self
        quiet.reads = nil
        return reads.allSatisfy { $0.answer != 0 && quiet.answer($0.read) == $0.answer }
    }
}
