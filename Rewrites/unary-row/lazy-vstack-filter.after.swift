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
                ForEach(posts.filter { $0.isVisible && !$0.title.isEmpty }) { post in
                    Text(post.title)
                        .padding()
                }
            }
        }
    }
}
