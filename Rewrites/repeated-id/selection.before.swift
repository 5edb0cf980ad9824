import SwiftUI

struct Post: Identifiable {
    let id = UUID()
    var title: String

    static let placeholder = Post(title: "Loading…")
}

struct PickerView: View {
    @State private var selected: Post.ID?

    var body: some View {
        List(Array(repeating: Post.placeholder, count: 3), selection: $selected) { post in
            Text(post.title)
        }
    }
}
