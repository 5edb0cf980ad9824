import SwiftUI

// The filtered photos are handed to a view inside a sheet's content, built only while the
// sheet is shown: nothing is said.
struct Photo: Identifiable { let id: UUID; var name: String; var starred: Bool }
struct PhotoGrid: View {
    let photos: [Photo]
    var body: some View { List(photos) { Text($0.name) } }
}

struct GalleryView: View {
    @State private var all: [Photo] = []
    @State private var caption = ""
    @State private var showStarred = false
    private var starred: [Photo] { all.filter(\.starred) }
    var body: some View {
        VStack {
            TextField("Caption", text: $caption)
            Button("Starred") { showStarred = true }
        }
        .sheet(isPresented: $showStarred) {
            PhotoGrid(photos: starred)
        }
        .task { all = [] }
    }
}
