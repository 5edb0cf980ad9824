import SwiftUI

struct Post: Identifiable {
    let id = UUID()
    var title: String

    static let first = Post(title: "First")
    static let second = Post(title: "Second")
    static var fresh: Post { Post(title: "New") }
}

struct FeedView: View {
    let single = Array(repeating: Post.first, count: 1)

    var body: some View {
        List {
            // Different values.
            ForEach([Post.first, Post.second]) { post in
                Text(post.title)
            }
            // A computed property makes a new post, with a new id, on every read.
            ForEach([Post.fresh, Post.fresh]) { post in
                Text(post.title)
            }
            // One row repeats nothing.
            ForEach(single) { post in
                Text(post.title)
            }
            // Already keyed by position.
            ForEach(0..<3, id: \.self) { _ in
                Text(Post.first.title)
            }
        }
    }
}
