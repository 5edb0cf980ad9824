import SwiftUI

// An enum's value is its case, and one case can stand in the array twice (`.none` fills the empty
// slots): keyed by position the rows differ, keyed by `\.element.id` two would share one id. No
// safe fix, and no hazard shown: nothing to say.
enum PlayerSlot: String, CaseIterable, Identifiable {
    case play
    case next
    case none

    var id: String { rawValue }
}

struct PlayerSlotBar: View {
    let configured: [PlayerSlot]

    private var slots: [PlayerSlot] {
        configured + Array(repeating: .none, count: max(0, 5 - configured.count))
    }

    var body: some View {
        HStack {
            ForEach(Array(slots.enumerated()), id: \.offset) { index, slot in
                Text("\(index): \(slot.rawValue)")
            }
        }
    }
}
