import SwiftUI

struct Track: Identifiable {
    let id: UUID
    var title: String
}

struct PlaylistView: View {
    @Binding var tracks: [Track]

    var body: some View {
        ForEach(tracks.enumerated(), id: \.offset) { index, track in
            Text("\(index + 1). \(track.title)")
        }
    }
}
