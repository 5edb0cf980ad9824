import ListFixKit

/// The cache's digests of the project index's answers: a file's findings are reused while every
/// answer its rules read (`DeclarationReads`) hashes alike.
extension DeclarationRead {
    /// The question's name in the cache: the xxHash64 of its kind and key.
    var digest: UInt64 { ContentHash.mix(ContentHash.of(key), UInt64(kind.rawValue)) }
}

extension DeclarationReads {
    /// Each distinct question with its digest, in digest order.
    var questions: [(digest: UInt64, read: DeclarationRead)] {
        asked.map { ($0.digest, $0) }.sorted { $0.digest < $1.digest }
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
        case .sceneRoot:
            w.bool(isSceneRoot(key))
        case .eventIdentified:
            w.bool(isEventIdentified(key))
        case .placement:
            w.optionalString(lazyContainer(placing: key))
        case .sorting:
            w.strings(typesSorting(key).sorted())
            w.strings(typesFiltering(key).sorted())
        case .presentations:
            w.strings(presentationEntries(of: key).sorted())
        case .offsetsMethod:
            w.strings(offsetsMethodEntries(named: key).sorted())
        case .editedID:
            w.optionalString(editedIDSource(of: key))
        case .madeValue:
            let made = madeValues(named: key).sorted { $0.key < $1.key }
            w.unsigned(UInt64(made.count))
            for (type, value) in made {
                w.string(type)
                w.string(value)
            }
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
