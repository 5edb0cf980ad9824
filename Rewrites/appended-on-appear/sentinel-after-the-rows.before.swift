import SwiftUI

struct Post: Identifiable, Hashable {
    let id: String
    let text: String
}

struct FeedView: View {
    @State private var posts: [Post] = []
    @State private var page = 0

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(posts) { post in
                    Text(post.text)
                }
                ProgressView()
                    .onAppear {
                        page += 1
                        posts.append(Post(id: "\(page)", text: "Page \(page)"))
                    }
            }
        }
    }
}
