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
        /// `madeValues(named: property)`.
        case madeValue
        /// `lazyContainer(placing: type)`.
        case placement
        /// `isSceneRoot(type)`.
        case sceneRoot
        /// `isEventIdentified(type)`.
        case eventIdentified
        /// `mightSort(member)`.
        case sorting
        /// `presentations(of: type)`.
        case presentations
        /// `offsetsMethods(named: method)`.
        case offsetsMethod
        /// `editedIDSource(of: type)`.
        case editedID
    }

    public var kind: Kind
    public var key: String

    public init(kind: Kind, key: String) {
        self.kind = kind
        self.key = key
    }
}

/// What one file's rules read of the project index while they ran: set on the `Declarations`
/// a file's rules get (`Declarations.reads`). Its findings depend on the file's bytes, the
/// settings, its target and these answers only, so they hold for any later index that gives
/// the same answers. Belongs to the one thread that runs the file's rules: no lock.
public final class DeclarationReads: @unchecked Sendable {
    /// Each distinct question once, as first asked. A file asks a handful (a few hundred at
    /// most): a search of the list is cheaper than a set's allocations.
    package private(set) var asked: [DeclarationRead] = []

    public init() {}

    func note(_ kind: DeclarationRead.Kind, _ key: String) {
        if !asked.contains(where: { $0.kind == kind && $0.key == key }) { asked.append(DeclarationRead(kind: kind, key: key)) }
    }
}
