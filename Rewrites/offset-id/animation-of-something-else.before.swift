import SwiftUI

struct Track: Identifiable {
    let id: UUID
    var title: String
}

// The file animates its status message, not the rows: each slot is drawn with its new track, so
// keying by position shows the right screen. Keyed by id, the rows follow their tracks.
struct PlaylistView: View {
    @Binding var tracks: [Track]
    @State private var message: String?

    var body: some View {
        VStack {
            ForEach(tracks.enumerated(), id: \.offset) { index, track in
                Text("\(index + 1). \(track.title)")
            }
            if let message {
                Text(message)
                    .transition(.opacity.animation(.default))
            }
        }
        .animation(.default, value: message)
    }

    func remove(at offsets: IndexSet) {
        tracks.remove(atOffsets: offsets)
        withAnimation {
            message = "Removed"
        }
    }
}
