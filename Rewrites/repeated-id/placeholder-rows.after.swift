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
        List {
            ForEach(0..<5, id: \.self) { _ in
                PostRow(post: Post.placeholder)
                    .opacity(0.4)
            }
        }
    }
}
