import SwiftUI

// The rows are only appended to; the `posts = ["a"] + posts` below is a local of the same name,
// not the state: the first post, and the list's identity with it, stays.

struct Post: Identifiable {
    let id: String
    var text: String
}

struct Timeline: View {
    @State private var posts: [Post] = []

    var body: some View {
        List(posts) { post in
            Text(post.text)
        }
        .id(posts.first?.id)
        .task { await loadMore() }
    }

    func loadMore() async {
        posts.append(Post(id: UUID().uuidString, text: "older"))
    }

    func summary() -> [String] {
        var posts = ["b"]
        posts = ["a"] + posts
        return posts
    }
}
