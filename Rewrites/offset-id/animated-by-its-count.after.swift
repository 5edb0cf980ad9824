import SwiftUI

struct Track: Identifiable {
    let id: UUID
    var title: String
}

// The stack animates whenever the number of tracks changes: after a removal, the rows below it
// animate as if their contents changed in place, and the removed track's row stays put.
struct PlaylistView: View {
    @Binding var tracks: [Track]

    var body: some View {
        VStack {
            ForEach(tracks.enumerated(), id: \.element.id) { index, track in
                Text("\(index + 1). \(track.title)")
            }
        }
        .animation(.default, value: tracks.count)
    }

    func remove(at offsets: IndexSet) {
        tracks.remove(atOffsets: offsets)
    }
}
