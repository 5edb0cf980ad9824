import SwiftTokens

/// Whether rows keyed by their position (`indices`, `\.offset`) can show the wrong row. Position is
/// a fine key for data that never changes, and a harmless one for stateless rows over data only
/// ever replaced as a whole without animation: SwiftUI redraws each slot with its new contents.
/// It goes wrong when elements are inserted, removed or moved in place (a stale index, state and
/// animation following the slot), when a replacement is animated, or when the rows hold state.
enum PositionKeyedRows {
    /// Wrappers that give a view state of its own, which stays with the slot, not the element.
    static let stateWrappers: Set<String> = ["State", "StateObject", "FocusState", "GestureState", "AccessibilityFocusState"]

    /// How a wrong row shows, which the finding's message names.
    enum Hazard {
        /// Elements are inserted, removed or moved in place, or the rows write through the index into
        /// data that does more than grow.
        case shifting
        /// The data is replaced as a whole with animation: the animation follows positions.
        case animatedReplacement
        /// The data is replaced as a whole, and the rows keep state, which stays with the position.
        case statefulReplacement
    }

    /// How rows keyed by position can show the wrong row; nil when they cannot.
    /// `edited`: the rows themselves write through the index or bind to it. `data`: the tokens of
    /// the collection the positions come from.
    static func hazard(_ call: RowsCall, data: (first: Int, last: Int), edited: Bool, in context: RuleContext) -> Hazard? {
        let file = context.file
        let origin = DataOrigin.of(data.first, data.last, in: context)
        if edited || call.editsRows(file) != nil {
            // A write through the index moves no element: over data only ever appended to, no index
            // goes stale and no row takes another's place.
            return origin == .appendedOnly ? nil : .shifting
        }
        // Menu items are built afresh each time the menu opens: no row keeps state between versions.
        if MenuItems.contain(callNamed: call.nameToken, in: file) { return nil }
        switch origin {
        case .changing:
            return .shifting
        case .replaced(let name, _):
            if context.declarations.isAnimated(name) || animatesEverything(call, context) { return .animatedReplacement }
            return rowsHoldState(call, context) ? .statefulReplacement : nil
        case .constant, .unknown, .appendedOnly:
            return nil
        }
    }

    /// `.animation(.default)` without a value somewhere in the enclosing type: every change under it
    /// animates.
    static func animatesEverything(_ call: RowsCall, _ context: RuleContext) -> Bool {
        let file = context.file
        let t = file.tokens
        guard let type = context.enclosingType(of: call.nameToken), let close = file.tree.match(type.open) else { return false }
        var i = type.open
        while i < close {
            if t[i].kind == .identifier, file.tokenIs(i, "animation"), let p = file.previous(before: i), t[p].kind == .period,
               let open = file.next(after: i), t[open].kind == .leftParen {
                let arguments = file.arguments(of: open)
                if arguments.count == 1, arguments[0].label == nil { return true }
            }
            i += 1
        }
        return false
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
            if context.declarations.info(name)?.properties.contains(where: { $0.wrapper.map(stateWrappers.contains) == true }) == true {
                return true
            }
        }
        return false
    }
}
