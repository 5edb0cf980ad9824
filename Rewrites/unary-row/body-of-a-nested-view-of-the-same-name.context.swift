import SwiftUI

struct FeedView: View {
    @State private var titles: [String] = []

    var body: some View {
        List {
            Row(titles: titles)
        }
        .task { titles = ["a", "b"] }
    }

    struct Row: View {
        var titles: [String]

        var body: some View {
            ForEach(titles, id: \.self) { title in
                Text(title)
            }
        }
    }
}
