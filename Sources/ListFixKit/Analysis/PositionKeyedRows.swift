import SwiftTokens

/// Whether rows keyed by their position (`indices`, `\.offset`) can show the wrong row. Position is
/// a fine key for data that never changes, and a harmless one for stateless rows over data only
/// ever replaced as a whole: SwiftUI redraws each slot with its new contents, with or without
/// animation (readers of real apps judged an animated replacement of stateless rows harmless). It
/// goes wrong when elements are inserted, removed or moved in place (a stale index, state and
/// animation following the slot), or when a replacement meets rows that hold state.
enum PositionKeyedRows {
    /// Wrappers that give a view state of its own, which stays with the slot, not the element.
    static let stateWrappers: Set<String> = ["State", "StateObject", "FocusState", "GestureState", "AccessibilityFocusState"]

    /// How a wrong row shows, which the finding's message names.
    enum Hazard {
        /// Elements are inserted, removed or moved in place, or the rows write through the index into
        /// data proven to shift or be replaced.
        case shifting
        /// The data is replaced as a whole, and the rows keep state, which stays with the position.
        case statefulReplacement
        /// The data is replaced as a whole, never shifted in place, and the rows write through the
        /// index: an index kept across the replacement can run past a shorter array or edit the
        /// element that took its place.
        case editedReplacement
    }

    /// How rows keyed by position can show the wrong row; nil when they cannot.
    /// `edited`: the rows themselves write through the index or bind to it. `data`: the tokens of
    /// the collection the positions come from.
    static func hazard(_ call: RowsCall, data: (first: Int, last: Int), edited: Bool, in context: RuleContext) -> Hazard? {
        let file = context.file
        // `.onDelete` and `.onMove` remove and move rows by offset, whatever the data is.
        if call.editsRows(file) != nil { return .shifting }
        let origin = DataOrigin.of(data.first, data.last, in: context)
        if edited {
            // A write through the index moves no element: an index goes stale, and a bound control takes
            // another's place, when the data's elements shift or a new value replaces them (a reload
            // that lands new elements mid-list). Data only appended to, or out of sight, proves neither.
            switch origin {
            case .changing: return .shifting
            case .replaced: return .editedReplacement
            case .constant, .unknown, .appendedOnly, .filledOnAppear: return nil
            }
        }
        // Menu items are built afresh each time the menu opens: no row keeps state between versions.
        if MenuItems.contain(callNamed: call.nameToken, in: file) { return nil }
        switch origin {
        case .changing:
            return .shifting
        case .replaced:
            return rowsHoldState(call, context) ? .statefulReplacement : nil
        // Filled from empty as its view appears: every row is new then, none takes another's place.
        case .constant, .unknown, .appendedOnly, .filledOnAppear:
            return nil
        }
    }

    /// Whether the row closure builds a project view that declares state (`@State var expanded`).
    /// A view listfix cannot read proves nothing: silent.
    static func rowsHoldState(_ call: RowsCall, _ context: RuleContext) -> Bool {
        let file = context.file
        let t = file.tokens
        guard let open = call.content, let close = file.tree.match(open) else { return false }
        let owner = context.enclosingType(of: call.nameToken)?.name
        for i in open + 1..<close where t[i].kind == .identifier && DataOrigin.isTypeName(file.text(i)) {
            guard let next = file.next(after: i), t[next].kind == .leftParen || t[next].kind == .leftBrace else { continue }
            let name = context.declarations.resolve(file.text(i), in: owner)
            // State that follows the pointer (a hover) belongs to the place, not the element.
            if context.declarations.info(name)?.properties.contains(where: { $0.wrapper.map(stateWrappers.contains) == true && !$0.followsPointer }) == true {
                return true
            }
        }
        return false
    }
}
