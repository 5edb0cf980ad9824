import SwiftUI

struct Headline: Identifiable {
    let id: UUID
    var title: String
    var summary: String
}

// Replaced as a whole, but each row keeps state of its own: after a reload the expanded row is
// the one at the same position, whatever headline is there now.
struct HeadlineRow: View {
    let headline: Headline
    @State private var expanded = false

    var body: some View {
        VStack(alignment: .leading) {
            Text(headline.title)
            if expanded {
                Text(headline.summary)
            }
        }
        .onTapGesture { expanded.toggle() }
    }
}

struct HeadlinesView: View {
    @State private var headlines: [Headline] = []

    var body: some View {
        List {
            ForEach(headlines) { headline in
                HeadlineRow(headline: headline)
            }
        }
        .refreshable {
            headlines = await Self.load()
        }
    }

    static func load() async -> [Headline] {
        [Headline(id: UUID(), title: "Today", summary: "")]
    }
}
