import SwiftUI

struct Item: Identifiable {
    let id: UUID
    var name: String
}

struct HeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = nextValue()
    }
}

@MainActor
final class Feed: ObservableObject {
    @Published var items: [Item] = []

    nonisolated func downloadThumbnails() {}
}

struct FeedView: View {
    @StateObject private var feed = Feed()

    var body: some View {
        ScrollView {
            GeometryReader { proxy in
                Color.clear.preference(key: HeightKey.self, value: proxy.frame(in: .named("scroll")).minY)
            }
            .frame(height: 0)
            LazyVStack {
                ForEach(feed.items) { item in
                    Text(item.name)
                }
            }
        }
        .coordinateSpace(name: "scroll")
        .onPreferenceChange(HeightKey.self) { [feed] offset in
            if offset > 100 {
                feed.downloadThumbnails()
            }
        }
    }
}
