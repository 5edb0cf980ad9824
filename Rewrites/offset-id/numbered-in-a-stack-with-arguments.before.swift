import SwiftUI

struct Track: Identifiable {
    let id: UUID
    var title: String
}

// The offset numbers the row inside a stack written with arguments: it is read as the body runs,
// not kept by an action, and the rows keep nothing else. A migration, not a hazard.
struct PlaylistView: View {
    @Binding var tracks: [Track]

    var body: some View {
        VStack(spacing: 8) {
            ForEach(Array(tracks.enumerated()), id: \.offset) { index, track in
                HStack(spacing: 12) {
                    Text("\(index + 1).")
                    Text(track.title)
                }
            }
        }
    }

    func remove(at offsets: IndexSet) {
        tracks.remove(atOffsets: offsets)
    }
}
