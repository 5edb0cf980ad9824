import SwiftUI

// The loop's positions were taken before the first save; a track removed during one of them
// moves every later track down one place.
struct Track: Identifiable {
    let id: Int
    var uploaded = false
}

@MainActor
@Observable
final class Uploads {
    var tracks: [Track] = []

    func uploadAll() async {
        for i in tracks.indices {
            let done = await upload(tracks[i])
            tracks[i].uploaded = done
        }
    }

    func remove(at offsets: IndexSet) {
        tracks.remove(atOffsets: offsets)
    }

    private func upload(_ track: Track) async -> Bool { true }
}

// The list that shows them, in the same file: what `index-across-await` reads.
struct TrackList: View {
    let model: Uploads

    var body: some View {
        List(model.tracks) { item in
            Text("\(item.id)")
        }
    }
}
