// Mutation: how a value changes, and whether the data a list shows can change while it is shown.
// One vocabulary (`Change`), one table of the methods that make each change (`MutatingMethods`),
// the syntax of a write (`WriteSyntax`), and three places that record what they see in it: the
// project's writes by member name (`ProjectWrites`, recorded by the declaration scan), one file's
// writes of a private name (`FileWrites`), and a row's writes through its index (`IndexWrite`).
// `DataOrigin` answers the rules' question from them.

/// One way a write changes a value.
public enum Change: Int, CaseIterable, Sendable {
    /// Given a new value as a whole: `items = loaded`, `items.removeAll()`, `flag.toggle()`.
    case assignedWhole
    /// Given a new value as a whole where its view appears (`.onAppear`, `.task` with no `id`).
    case filledOnAppear
    /// One element replaced or changed where it stands: `items[i] = item`, `items[i].done = true`.
    case elementWritten
    /// Grown at the end: `items.append(item)`. No element moves.
    case appended
    /// Elements inserted before others, which shift: `items.insert(item, at: 0)`.
    case inserted
    /// Elements removed, which shifts the ones after them: `items.remove(at: i)`.
    case removed
    /// Elements moved or reordered in place: `items.move(…)`, `items.sort()`, `items.swapAt(…)`.
    case moved
    /// Bound to one of SwiftUI's views (`List($items, editActions: .all)`), which may insert,
    /// remove or move elements.
    case bound
    /// Bound as the text of a text or search field (`TextField("", text: $query)`,
    /// `.searchable(text: $query)`): given a new value on every keystroke.
    case typed
    /// Handed as a binding to a view of the project (`Editor(items: $items)`): that view's own
    /// writes to its property of that name are the binding's.
    case handed
    /// Written by code listfix cannot see: passed `inout` (`&items`) or to a method that takes a
    /// mutable buffer.
    case unseen
    /// Given the pieces of a split string, with nothing that removes repeats
    /// (`tags = text.split(separator: ",").map { … }`): two equal pieces are two equal elements.
    case splitPieces
    /// Bound to a presentation (`.sheet(item: $selected)`, `.alert(isPresented: $showAlert)`), which
    /// writes only `nil` or `false`, when it is dismissed: no element takes another's place.
    case cleared
    /// Given `nil` through one subscript, `previews[url] = nil` (always with `elementWritten`): an
    /// optional element cleared where it stands, or a keyed collection's entry removed, which moves
    /// the entries after it in an `OrderedDictionary`. The declared type tells which.
    case entryCleared
}

/// A set of changes: what one write does, or everything the writes of one name do.
public struct Changes: OptionSet, Hashable, Sendable {
    public var rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }
    init(_ change: Change) { rawValue = 1 << UInt16(change.rawValue) }

    static let assignedWhole = Changes(.assignedWhole)
    static let filledOnAppear = Changes(.filledOnAppear)
    static let elementWritten = Changes(.elementWritten)
    static let appended = Changes(.appended)
    static let inserted = Changes(.inserted)
    static let removed = Changes(.removed)
    static let moved = Changes(.moved)
    static let bound = Changes(.bound)
    static let typed = Changes(.typed)
    static let handed = Changes(.handed)
    static let unseen = Changes(.unseen)
    static let splitPieces = Changes(.splitPieces)
    static let cleared = Changes(.cleared)
    static let entryCleared = Changes(.entryCleared)

    /// The changes that can make one element take another's position: inserting, removing or
    /// moving, and writers that may do any of those.
    static let shifting: Changes = [.inserted, .removed, .moved, .bound, .unseen]

    /// Whether the value is written at all (a binding handed to another view is not yet a write).
    var writes: Bool { !subtracting(.handed).isEmpty }
    /// Whether some write does more than append or change an element where it stands.
    var rewrites: Bool { !subtracting([.handed, .appended, .elementWritten, .entryCleared, .cleared]).isEmpty }
    /// Whether some write can shift elements to other positions.
    var shifts: Bool { !isDisjoint(with: Self.shifting) }
}
