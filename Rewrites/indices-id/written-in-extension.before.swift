import SwiftUI

struct Tracker: Identifiable {
    let id: String
    var isLoggedIn: Bool
}

// The view's state is replaced in an extension, where the property is not declared: it still
// changes while shown, and each row's state would stay with its position.
struct TrackersView: View {
    @State private var trackers: [Tracker] = []

    var body: some View {
        List {
            ForEach(trackers.indices, id: \.self) { index in
                TrackerRow(tracker: trackers[index])
            }
        }
    }
}

extension TrackersView {
    func reload(_ fresh: [Tracker]) {
        trackers = fresh
    }
}

struct TrackerRow: View {
    let tracker: Tracker
    @State private var expanded = false

    var body: some View {
        Text(tracker.id)
            .onTapGesture { expanded.toggle() }
    }
}
