import SwiftUI

struct Post: Identifiable {
    let id: UUID
    var title: String
    var imageName: String?
}

struct Feed: View {
    var posts: [Post]

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 12, pinnedViews: []) {
                ForEach(posts) { post in
                    if let imageName = post.imageName {
                        Image(imageName)
                        Text(post.title)
                    } else {
                        Text(post.title)
                            .font(.headline)
                    }
                }
            }
        }
    }
}
