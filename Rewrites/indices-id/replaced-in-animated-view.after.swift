import SwiftUI

struct Headline: Identifiable {
    let id: UUID
    var title: String
}

// The headlines are only ever replaced as a whole, and the view animates every change under it
// (`.animation(_:)` without a value). The rows keep no state, so each slot shows its new headline:
// no warning (readers of real apps judged such findings harmless), only the migration (a note).
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
