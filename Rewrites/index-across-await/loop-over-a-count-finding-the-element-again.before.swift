import Foundation
import Observation

// The same loop, which finds the post again by its id after each fetch: the author lands on its own
// post wherever an insert moved it. Silent.
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
            if let j = posts.firstIndex(where: { $0.id == post.id }) {
                posts[j].author = author
            }
        }
    }

    func insert(_ post: Post) {
        posts.insert(post, at: 0)
    }

    private func fetchAuthor(_ id: String) async throws -> Author { Author(name: id) }
}
