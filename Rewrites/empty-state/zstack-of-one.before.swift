import SwiftUI

// The empty state is one styled `Text` in a `ZStack` of its own, which lays it out as it would be
// alone: the same text in a `ContentUnavailableView`.
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
                    Text("No bookmarks yet")
                        .font(.headline)
                }
            } else {
                List(bookmarks) { bookmark in
                    Text(bookmark.title)
                }
            }
        }
    }
}
