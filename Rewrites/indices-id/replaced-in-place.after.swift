import SwiftUI

struct Tracker: Identifiable {
    let id: String
    var isLoggedIn: Bool
}

// Logging in replaces a tracker where it is: no element is inserted, removed or moved, so no
// row's position changes: a note, the migration to element ids.
struct TrackersView: View {
    @State private var trackers: [Tracker] = [
        Tracker(id: "a", isLoggedIn: false),
        Tracker(id: "b", isLoggedIn: false),
    ]

    var body: some View {
        List {
            ForEach(trackers) { tracker in
                Text(tracker.id)
            }
        }
    }
}

extension TrackersView {
    func loggedIn(_ tracker: Tracker) {
        if let index = trackers.firstIndex(where: { $0.id == tracker.id }) {
            trackers[index] = tracker
        }
    }
}
