import SwiftUI

struct Bookmark: Identifiable {
    let url: URL
    var title: String

    var id: String { url.absoluteString }
}

struct BookmarksView: View {
    var bookmarks: [Bookmark]

    var body: some View {
        List(bookmarks) { bookmark in
            Text(bookmark.title)
        }
    }
}
