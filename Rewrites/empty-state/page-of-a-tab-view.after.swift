import SwiftUI

// Each album is a page of a `TabView`, made by a `ForEach`: a page is a screen of its own, so its
// empty state takes its list's place.

struct Photo: Identifiable { let id: UUID; var caption: String }
struct Album: Identifiable { let id: UUID; var name: String }

struct AlbumsPager: View {
    @State private var albums: [Album] = []

    var body: some View {
        TabView {
            ForEach(albums) { album in
                AlbumPage(album: album)
            }
        }
    }
}

struct AlbumPage: View {
    let album: Album
    @State private var photos: [Photo] = []

    var body: some View {
        if photos.isEmpty {
            ContentUnavailableView { Text("No photos yet") }
        } else {
            List(photos) { photo in
                Text(photo.caption)
            }
        }
    }
}
