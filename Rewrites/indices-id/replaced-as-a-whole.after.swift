import SwiftUI

struct Headline: Identifiable {
    let id: UUID
    var title: String
}

// The headlines are only ever replaced as a whole, without animation, and each row is a plain
// `Text`: SwiftUI redraws every slot with its new contents, and nothing stays with a position.
// No hazard, so a note: the migration to element ids.
struct HeadlinesView: View {
    @State private var headlines: [Headline] = []

    var body: some View {
        List {
            ForEach(headlines) { headline in
                Text(headline.title)
            }
        }
        .refreshable {
            headlines = await Self.load()
        }
    }

    static func load() async -> [Headline] {
        [Headline(id: UUID(), title: "Today")]
    }
}
