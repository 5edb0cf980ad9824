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
            ForEach(Array(repeating: Post.placeholder, count: 5)) { post in
                PostRow(post: post)
                    .opacity(0.4)
            }
        }
    }
}
