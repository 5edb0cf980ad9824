import SwiftUI

struct Post: Identifiable {
    let id = UUID()
    var title: String

    static let placeholder = Post(title: "Loading…")
}

struct PostRow: View {
    var post: Post

    var body: some View {
        Text(post.title)
    }
}

struct FeedView: View {
    var body: some View {
        LazyVStack {
            ForEach([Post](repeating: .placeholder, count: 3)) { post in
                PostRow(post: post)
                Text(post.title)
            }
        }
    }
}
