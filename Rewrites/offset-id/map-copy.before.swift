import SwiftUI

struct Track: Identifiable {
    let id: UUID
    var title: String
}

struct TracksView: View {
    @Binding var tracks: [Track]

    var body: some View {
        List {
            ForEach(tracks.enumerated().map { $0 }, id: \.offset) { index, track in
                Text("\(index + 1). \(track.title)")
            }
        }
    }
}

extension TracksView {
    func remove(at offsets: IndexSet) {
        tracks.remove(atOffsets: offsets)
    }
}
