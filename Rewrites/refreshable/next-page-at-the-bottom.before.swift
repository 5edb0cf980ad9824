import SwiftUI

struct Item: Identifiable {
    let id: UUID
    var name: String
}

@MainActor
final class Feed: ObservableObject {
    @Published var items: [Item] = []

    func loadMore() {}
}

struct FeedView: View {
    @StateObject private var feed = Feed()

    var body: some View {
        List(feed.items) { item in
            Text(item.name)
        }
        .simultaneousGesture(
            DragGesture()
                .onChanged { value in
                    if -value.translation.height > 200 {
                        feed.loadMore()
                    }
                }
        )
    }
}
