import SwiftUI

struct Subscription: Identifiable {
    let id: UUID
    var name: String
}

// Each row's view animates in and out with its own `.transition`, and a divider follows all but
// the last. A stack around the two would be what the lazy stack inserts and removes, so the row's
// transition might no longer run: no safe wrap, and with nothing shown to change, nothing to say.
struct SubscriptionsList: View {
    let sorted: [Subscription]

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(Array(sorted.enumerated()), id: \.element.id) { index, sub in
                    Text(sub.name)
                        .transition(.opacity)
                    if index < sorted.count - 1 {
                        Divider()
                    }
                }
            }
        }
    }
}
