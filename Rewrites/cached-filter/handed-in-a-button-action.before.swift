import SwiftUI

// The filtered photos are handed to a view only in a button's action, which runs on a tap, not
// with the body: nothing is said.
struct Photo: Identifiable {
    let id: Int
    var isStarred: Bool
}

struct PhotoGrid: View {
    let photos: [Photo]

    var body: some View {
        List(photos) { photo in
            Text("\(photo.id)")
        }
    }
}

struct AlbumView: View {
    @State private var all: [Photo] = []
    @State private var caption = ""
    @State private var exported: PhotoGrid?

    var starred: [Photo] {
        all.filter(\.isStarred)
    }

    var body: some View {
        VStack {
            TextField("Caption", text: $caption)
            Button("Export") {
                exported = PhotoGrid(photos: starred)
            }
        }
        .task { all = [] }
    }
}
