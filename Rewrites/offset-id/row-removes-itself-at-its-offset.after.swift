import SwiftUI

struct Track: Identifiable {
    let id: UUID
    var title: String
}

// Each row deletes its own track at its offset from a swipe: a `List` animates the deletion, and
// the offset the swipe's button keeps is the row's position.
struct PlaylistView: View {
    @Binding var tracks: [Track]

    var body: some View {
        List {
            ForEach(Array(tracks.enumerated()), id: \.element.id) { index, track in
                Text(track.title)
                    .swipeActions {
                        Button("Delete", role: .destructive) {
                            tracks.remove(at: index)
                        }
                    }
            }
        }
    }
}
