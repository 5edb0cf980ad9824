import SwiftUI

struct Photo: Identifiable {
    let id: UUID
    var caption: String
}

// A model whose photos are only ever replaced as a whole, shown without animation in rows that
// keep no state: each slot is redrawn with its new photo, and nothing stays with a position. A
// note: the migration to element ids.
@Observable
final class Album {
    var photos: [Photo] = []

    func reload(_ fresh: [Photo]) {
        photos = fresh
    }
}

struct AlbumView: View {
    let album: Album

    var body: some View {
        List {
            ForEach(Array(album.photos.enumerated()), id: \.offset) { index, photo in
                Text("\(index + 1). \(photo.caption)")
            }
        }
    }
}
