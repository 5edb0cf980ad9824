import Foundation
import SwiftUI

struct Feed: Identifiable, Decodable {
    let id = UUID()
    let title: String

    enum CodingKeys: String, CodingKey { case title }
}

// The view decodes its list again on each pull to refresh. A `let id = UUID()` is not decoded, so
// every refresh gives every row a new identity while the rows can be swiped away.
struct FeedList: View {
    @State private var feeds: [Feed] = []

    var body: some View {
        List {
            ForEach(feeds) { feed in
                Text(feed.title)
            }
            .onDelete { feeds.remove(atOffsets: $0) }
        }
        .refreshable { await load() }
    }

    func load() async {
        let data = Data("[]".utf8)
        feeds = (try? JSONDecoder().decode([Feed].self, from: data)) ?? []
    }
}
