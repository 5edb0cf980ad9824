import SwiftUI

// A one-line button puts a new post in front of the rest, written as `posts = [post] + posts`: the
// first post changes, and the scroll view keyed by it is thrown away with every row.

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
        .toolbar {
            Button("New") { posts = [Post(id: UUID().uuidString, text: "new")] + posts }
        }
    }
}
