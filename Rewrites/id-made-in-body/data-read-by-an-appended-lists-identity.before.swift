import SwiftUI

// The rows are only appended to: the first element, and with it the list's identity, stays the
// same until the list is given new rows as a whole, where starting at the top is the point.
struct Post: Identifiable {
    let id: String
    var text: String
}

struct Timeline: View {
    @State private var posts: [Post] = []

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(posts) { post in
                    Text(post.text)
                }
            }
        }
        .id(posts.first?.id ?? "empty")
        .task { await loadMore() }
    }

    func loadMore() async {
        posts.append(Post(id: UUID().uuidString, text: "older"))
    }
}
