import Foundation
import Observation

// A model of its own file, which shows no list: for each thread it fetches the author and writes it
// to the thread's position, while posting inserts a thread at the top. An insert during a fetch
// moves every thread down one place, and the author lands on the thread above its own (read on
// Nexus's feed, replies and activity, four such loops).
struct Author {
    let name: String
}

struct Post: Identifiable {
    let id: UUID
    let ownerID: String
    var author: Author?
}

@MainActor
@Observable
final class FeedModel {
    var posts: [Post] = []

    func fetchAuthors() async throws {
        for i in 0 ..< posts.count {
            let post = posts[i]
            let author = try await fetchAuthor(post.ownerID)
            posts[i].author = author
        }
    }

    func insert(_ post: Post) {
        posts.insert(post, at: 0)
    }

    private func fetchAuthor(_ id: String) async throws -> Author { Author(name: id) }
}
