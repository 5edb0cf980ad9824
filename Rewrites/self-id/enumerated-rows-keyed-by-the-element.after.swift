import SwiftUI

struct Reason: Identifiable, Hashable {
    let id: Int
    var text: String
    var isSelected: Bool
}

// Cancel reasons keyed by `\.1`, the whole element of `enumerated()`, as `\.self` keys plain rows:
// each tap writes `isSelected` of two reasons, whose rows get new identities. The rows keep no
// state, so nothing shown is lost: a migration to `\.1.id`, the stored id (read on a restaurant
// app's cancel dialog).
struct CancelReasons: View {
    @State private var reasons: [Reason] = []

    var body: some View {
        List {
            ForEach(Array(reasons.enumerated()), id: \.1.id) { i, reason in
                Text(reason.isSelected ? "• " + reason.text : reason.text)
                    .onTapGesture {
                        for (j, other) in reasons.enumerated() {
                            reasons[j].isSelected = other.id == reason.id
                        }
                    }
            }
        }
    }
}

// The same rows keyed by `\.element`, each with a toggle of its own: a tap's edit replaces the row,
// and its toggle's state is lost. A warning, with the same fix.
struct TaggedReasons: View {
    @State private var reasons: [Reason] = []

    var body: some View {
        List {
            ForEach(Array(reasons.enumerated()), id: \.element.id) { i, reason in
                Toggle(reason.text, isOn: $reasons[i].isSelected)
            }
        }
    }
}
