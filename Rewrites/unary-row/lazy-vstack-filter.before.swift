import SwiftUI

struct Post: Identifiable {
    let id: UUID
    var title: String
    var isVisible: Bool
}

struct FeedView: View {
    var posts: [Post]

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(posts) { post in
                    if post.isVisible && !post.title.isEmpty {
                        Text(post.title)
                            .padding()
                    }
                }
            }
        }
    }
}
