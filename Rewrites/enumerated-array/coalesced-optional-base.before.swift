import SwiftUI

struct Store: Identifiable {
    let id: UUID
    var name: String
}

// The menu's first seven stores, from an optional array coalesced to an empty one: `(stores ?? [])`
// is an array, and its prefix a slice of it, random-access both, so on Swift 6.2 with an OS 26 target
// `ForEach` takes their `enumerated()` without the copy (read on a held-out store watcher's menu).
struct StoreMenu: View {
    var stores: [Store]?

    var body: some View {
        Menu("Stores") {
            ForEach(Array((stores ?? []).prefix(7).enumerated()), id: \.element.id) { index, store in
                Text("\(index + 1). \(store.name)")
            }
        }
    }
}

// An optional whose type listfix cannot tell: the copy stays. Silent.
struct RecentMenu: View {
    var recents = RecentStore.shared.items

    var body: some View {
        Menu("Recent") {
            ForEach(Array((recents ?? []).enumerated()), id: \.offset) { index, name in
                Text("\(index + 1). \(name)")
            }
        }
    }
}

final class RecentStore {
    static let shared = RecentStore()
    var items: [String]? = nil
}
