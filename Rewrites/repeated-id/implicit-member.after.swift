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
            ForEach(0..<3, id: \.self) { _ in
                PostRow(post: Post.placeholder)
                Text(Post.placeholder.title)
            }
        }
    }
}
