import SwiftUI

// Each row is a link and, for all but the last, a divider, in a lazy stack: its view count varies.
// The link's style is set on macOS only, by a `#if` of members under it (SE-0308): part of the
// link's expression, not a statement of the row. One stack keeps one view per row; the fix wraps
// the link with its `#if` as written.
struct Illust: Identifiable, Hashable {
    let id: Int
    var title: String
}

@Observable final class SeriesStore {
    var illusts: [Illust] = []
}

struct SeriesView: View {
    let store: SeriesStore

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 12) {
                ForEach(store.illusts) { illust in
                    NavigationLink(value: illust) {
                        Text(illust.title)
                    }
                    #if os(macOS)
                    .buttonStyle(.plain)
                    #endif

                    if illust.id != store.illusts.last?.id {
                        Divider()
                    }
                }
            }
        }
    }
}
