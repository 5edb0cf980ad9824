import Combine
import Foundation

// In another file: the model.
struct Song: Identifiable {
    let id: Int
    var title: String
    var isHidden: Bool
}

final class PlaylistModel: ObservableObject {
    @Published var songs: [Song] = []

    var visibleSongs: [Song] {
        songs.filter { !$0.isHidden }
    }

    func move(from source: IndexSet, to destination: Int) {
        var reordered = songs
        reordered.move(fromOffsets: source, toOffset: destination)
        songs = reordered
    }
}
