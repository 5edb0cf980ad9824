import SwiftUI

struct Post: Identifiable {
    let id = UUID()
    var title: String
}

struct FeedView: View {
    var body: some View {
        List(0..<3, id: \.self) { _ in
            Text(Post(title: "Loading…").title)
        }
    }
}
