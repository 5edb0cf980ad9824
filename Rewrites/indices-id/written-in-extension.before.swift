import SwiftUI

struct Tracker: Identifiable {
    let id: String
    var isLoggedIn: Bool
}

// The view's state is replaced in an extension, where the property is not declared: it still
// changes while shown.
struct TrackersView: View {
    @State private var trackers: [Tracker] = []

    var body: some View {
        List {
            ForEach(trackers.indices, id: \.self) { index in
                Text(trackers[index].id)
            }
        }
    }
}

extension TrackersView {
    func reload(_ fresh: [Tracker]) {
        trackers = fresh
    }
}
