import SwiftUI

struct Track: Identifiable {
    let id: UUID
    var title: String
}

// The rows are made by a method of the view, which listfix does not read here: what they keep
// (`TrackRow`'s expansion) is not known to be nothing, so the removal stays a hazard.
struct PlaylistView: View {
    @Binding var tracks: [Track]

    var body: some View {
        VStack {
            ForEach(Array(tracks.enumerated()), id: \.element.id) { index, track in
                row(for: track)
            }
        }
    }

    private func row(for track: Track) -> some View {
        TrackRow(track: track)
    }

    func remove(at offsets: IndexSet) {
        tracks.remove(atOffsets: offsets)
    }
}

struct TrackRow: View {
    let track: Track
    @State private var expanded = false

    var body: some View {
        Button(track.title) { expanded.toggle() }
    }
}
