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

extension PlaylistView {
    func remove(at offsets: IndexSet) {
        tracks.remove(atOffsets: offsets)
    }
}
