import OrderedCollections
import SwiftUI

// Link previews keyed by URL, filled in as each one loads (the entry-removed variant).
// An `OrderedDictionary` appends a new key, and `previews[url] = nil` removes one: every later row's
// position moves, so a row can read a stale index. No fix: the rows read `previews.values`.
struct LinkPreviews: View {
    let links: [URL]
    @State private var previews: OrderedDictionary<URL, String> = [:]

    var body: some View {
        VStack {
            ForEach(0..<previews.count, id: \.self) { index in
                Text(previews.values[index])
            }
            ForEach(links, id: \.absoluteString) { url in
                Text(url.absoluteString)
                    .task { previews[url] = await title(of: url) }
                    .onTapGesture { previews[url] = nil }
            }
        }
    }

    private func title(of url: URL) async -> String { url.lastPathComponent }
}
