import SwiftUI

struct Headline: Identifiable {
    let id: UUID
    var title: String
}

// The headlines are only ever replaced as a whole, but the view animates every change under it
// (`.animation(_:)` without a value): rows keyed by position fade and move the wrong slots.
struct HeadlinesView: View {
    @State private var headlines: [Headline] = []

    var body: some View {
        List {
            ForEach(headlines) { headline in
                Text(headline.title)
            }
        }
        .animation(.default)
        .refreshable {
            headlines = await Self.load()
        }
    }

    static func load() async -> [Headline] {
        [Headline(id: UUID(), title: "Today")]
    }
}
