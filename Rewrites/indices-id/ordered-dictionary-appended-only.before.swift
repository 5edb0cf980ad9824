import OrderedCollections
import SwiftUI

// Link previews keyed by URL, filled in as each one loads (read on SST-Announcer's post links).
// An `OrderedDictionary` appends a new key and changes an old key's value where it stands: no row's
// position moves, and the rows read `previews.values`, which has no id to key by. Silent.
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
            }
        }
    }

    private func title(of url: URL) async -> String { url.lastPathComponent }
}
