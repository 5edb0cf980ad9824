import SwiftUI

struct Post: Identifiable {
    let id = UUID()
    var title: String
}

struct FeedView: View {
    var body: some View {
        List(Array(repeating: Post(title: "Loading…"), count: 3)) { post in
            Text(post.title)
        }
    }
}
