import SwiftUI

struct Track: Identifiable {
    let id: UUID
    var title: String
}

// Each row keeps whether it is expanded: when a track is removed, the expansion stays with the
// position and opens the track that moved up.
struct PlaylistView: View {
    @Binding var tracks: [Track]

    var body: some View {
        ForEach(tracks.enumerated(), id: \.element.id) { index, track in
            TrackRow(number: index + 1, track: track)
        }
    }

    func remove(at offsets: IndexSet) {
        tracks.remove(atOffsets: offsets)
    }
}

struct TrackRow: View {
    let number: Int
    let track: Track
    @State private var expanded = false

    var body: some View {
        VStack {
            Button("\(number). \(track.title)") { expanded.toggle() }
            if expanded {
                Text(track.title)
            }
        }
    }
}
