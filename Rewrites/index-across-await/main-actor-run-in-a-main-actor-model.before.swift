import Foundation
import Observation

// A model declared `@MainActor` marks each post seen through `await MainActor.run { … }`.
// `MainActor.run` is a `nonisolated` async function that hops to the main actor for its block and
// off it again (swiftlang/swift#39872): the call is a suspension, in which an insert can run on the
// main actor between the loop's position and the write. A warning, as for any other `await`.
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
