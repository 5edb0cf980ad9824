import OrderedCollections
import SwiftUI

// As `ordered-dictionary-appended-only`, the previews given by `updateValue(_:forKey:)`, which an
// `OrderedDictionary` appends as its subscript does: no row's position moves. Silent.
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
                    .task { previews.updateValue(await title(of: url), forKey: url) }
            }
        }
    }

    private func title(of url: URL) async -> String { url.lastPathComponent }
}
