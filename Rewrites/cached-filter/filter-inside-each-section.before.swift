import SwiftUI

// Each track's section filters every session for its own track: tracks × sessions on every body,
// and the search field runs the body on every keystroke. A warning; no automatic fix, as the
// predicate reads the section's `track`.
struct Session: Identifiable {
    let id: Int
    var title: String
    var track: String
}

struct ScheduleView: View {
    let tracks: [String]
    let sessions: [Session]
    @State private var searchText = ""

    var body: some View {
        List {
            ForEach(tracks, id: \.self) { track in
                Section(track) {
                    ForEach(sessions.filter { $0.track == track }) { session in
                        Text(session.title)
                    }
                }
            }
        }
        .searchable(text: $searchText)
    }
}
