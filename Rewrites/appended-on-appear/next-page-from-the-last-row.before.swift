import SwiftUI

struct Post: Identifiable, Hashable {
    let id: String
    let text: String
}

enum API {
    static func page(after id: String?) async -> [Post] { [] }
}

struct FeedView: View {
    @State private var posts: [Post] = []

    var body: some View {
        List {
            ForEach(posts) { post in
                Text(post.text)
                    .task { await loadMore(after: post) }
            }
        }
    }

    private func loadMore(after post: Post) async {
        for post in await API.page(after: post.id) {
            posts.append(post)
        }
    }
}
