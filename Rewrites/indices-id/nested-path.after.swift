import SwiftUI

struct Song: Identifiable {
    let id: UUID
    var title: String
}

struct Album {
    var name: String
    var songs: [Song]
}

struct AlbumView: View {
    @Binding var albums: [Album]
    var current: Int

    var body: some View {
        List {
            ForEach(albums[current].songs) { song in
                Text(song.title)
            }
        }
    }
}

extension AlbumView {
    func remove(at offsets: IndexSet) {
        albums.remove(atOffsets: offsets)
    }
}
