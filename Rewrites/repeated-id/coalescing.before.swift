import SwiftUI

struct Post: Identifiable {
    let id = UUID()
    var title: String

    static let placeholder = Post(title: "Loading…")
}

struct FeedView: View {
    var posts: [Post]?
    let placeholders = Array(repeating: Post.placeholder, count: 5)

    var body: some View {
        VStack {
            List(posts ?? placeholders) { post in
                Text(post.title)
            }
            ForEach(posts?.isEmpty == false ? posts! : placeholders) { post in
                Text(post.title)
            }
        }
    }
}
