import SwiftUI

// The scroll view's identity is read from its rows' first element, and "load newer" puts posts in
// front: each time, SwiftUI throws the scroll view away with every row, their state and the
// scroll position, and builds it again.
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
        .refreshable { await loadNewer() }
    }

    func loadNewer() async {
        let newer = [Post(id: UUID().uuidString, text: "new")]
        posts = newer + posts
    }
}
