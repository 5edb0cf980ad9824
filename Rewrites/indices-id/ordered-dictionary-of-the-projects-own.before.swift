import SwiftUI

// The project declares an `OrderedDictionary` of its own, whose subscript may put a new key
// anywhere: only swift-collections' type is known to append. Its writes prove nothing of order, so
// the previews are data that changes while shown, and the rows read a stale index when they move.
struct OrderedDictionary<Key: Hashable, Value> {
    private var keys: [Key] = []
    private var storage: [Key: Value] = [:]

    var count: Int { keys.count }
    var values: [Value] { keys.compactMap { storage[$0] } }

    subscript(key: Key) -> Value? {
        get { storage[key] }
        set {
            if storage[key] == nil { keys.insert(key, at: 0) }
            storage[key] = newValue
        }
    }
}

struct LinkPreviews: View {
    let links: [URL]
    @State private var previews = OrderedDictionary<URL, String>()

    var body: some View {
        VStack {
            ForEach(0..<previews.count, id: \.self) { index in
                Text(previews.values[index])
            }
            ForEach(links, id: \.absoluteString) { url in
                Text(url.absoluteString)
                    .task { previews[url] = url.lastPathComponent }
            }
        }
    }
}
