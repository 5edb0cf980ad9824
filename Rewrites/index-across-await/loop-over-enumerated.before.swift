import SwiftUI

// The loop's positions come from `enumerated()`; in the second loop the write comes before the
// `await`, and the next pass writes after it.
struct Post: Identifiable {
    let id: Int
    var likes = 0
    var isRefreshing = false
}

@MainActor
@Observable
final class Feed {
    var posts: [Post] = []

    func refreshLikes() async {
        for (i, post) in posts.enumerated() {
            let likes = await fetchLikes(post.id)
            posts[i].likes = likes
        }
    }

    func markAll() async {
        for i in posts.indices {
            posts[i].isRefreshing = true
            await fetchLikes(posts[i].id)
        }
    }

    func hide(_ id: Int) {
        posts.removeAll { $0.id == id }
    }

    @discardableResult
    private func fetchLikes(_ id: Int) async -> Int { 0 }
}

// The list that shows them, in the same file: what `index-across-await` reads.
struct PostList: View {
    let model: Feed

    var body: some View {
        List(model.posts) { item in
            Text("\(item.id)")
        }
    }
}
