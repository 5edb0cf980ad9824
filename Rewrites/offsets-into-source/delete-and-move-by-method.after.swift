import SwiftUI

// Both a delete and a move on rows sorted by a getter, each handler a method of the view that
// applies the rows' offsets to the unsorted data: each is reported. The delete gets its fix; a
// move among sorted rows has no one place in the data.
struct Track: Identifiable {
    let id: UUID
    var title: String
    var plays: Int
}

struct TracksView: View {
    @State private var tracks: [Track] = []

    var mostPlayed: [Track] {
        tracks.sorted { $0.plays > $1.plays }
    }

    var body: some View {
        List {
            ForEach(mostPlayed) { track in
                Text(track.title)
            }
            .onDelete(perform: delete)
            .onMove(perform: move)
        }
    }

    func delete(at offsets: IndexSet) {
        let ids = Set(offsets.map { mostPlayed[$0].id })
        tracks.removeAll { ids.contains($0.id) }
    }

    func move(from source: IndexSet, to destination: Int) {
        tracks.move(fromOffsets: source, toOffset: destination)
    }
}
