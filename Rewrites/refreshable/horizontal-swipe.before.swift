import SwiftUI

struct Item: Identifiable {
    let id: UUID
    var name: String
}

@MainActor
final class Feed: ObservableObject {
    @Published var items: [Item] = []

    func reload() {
        items = []
    }
}

struct FeedView: View {
    @StateObject private var feed = Feed()

    var body: some View {
        List(feed.items) { item in
            Text(item.name)
        }
        .gesture(
            DragGesture()
                .onEnded { value in
                    if value.translation.width > 80 {
                        feed.reload()
                    }
                }
        )
    }
}
