import SwiftUI

// A `ZStack` of two views lays one over the other: no `ContentUnavailableView` lays them out so.
// Silent.
struct Bookmark: Identifiable {
    let id: UUID
    var title: String
}

struct BookmarksView: View {
    var bookmarks: [Bookmark]

    var body: some View {
        Group {
            if bookmarks.isEmpty {
                ZStack {
                    Image(systemName: "bookmark")
                        .font(.largeTitle)
                        .opacity(0.2)
                    Text("No bookmarks yet")
                }
            } else {
                List(bookmarks) { bookmark in
                    Text(bookmark.title)
                }
            }
        }
    }
}
