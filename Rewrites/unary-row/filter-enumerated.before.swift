import SwiftUI

struct Post: Identifiable {
    let id: Int
    var title: String
    var isHidden: Bool
}

// Keyed by each post's own id, not by position: the finding's reason names what the data is.
struct FeedView: View {
    @Binding var posts: [Post]

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(Array(posts.enumerated()), id: \.element.id) { index, post in
                    if !post.isHidden {
                        Text("\(index + 1). \(post.title)")
                    }
                }
            }
        }
    }
}
