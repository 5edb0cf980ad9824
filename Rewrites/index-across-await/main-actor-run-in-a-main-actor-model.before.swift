import Foundation
import Observation

// A model declared `@MainActor` marks each post seen through `await MainActor.run { … }`: its code
// is on the main actor already, so the block runs at once, and no insert can come between the loop's
// position and the write (as in a view, `main-actor-run-in-a-view`). Silent.
struct Post: Identifiable {
    let id: UUID
    var seen = false
}

@MainActor
@Observable
final class FeedModel {
    var posts: [Post] = []

    func markAllSeen() async {
        for i in posts.indices {
            await MainActor.run { posts[i].seen = true }
        }
    }

    func insert(_ post: Post) {
        posts.insert(post, at: 0)
    }
}
