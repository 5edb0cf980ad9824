import SwiftUI

struct Item: Identifiable {
    let id = UUID()
    var name: String
}

final class Store: ObservableObject {
    @Published var items: [Item] = []
    @Published var upper = false

    // One arm gives the kept items, with their ids: not new values on every call.
    func shown() -> [Item] {
        upper ? items.map { Item(name: $0.name.uppercased()) } : items
    }

    // A kept cache when there is one.
    var cached: [Item]?
    func cachedOrMade() -> [Item] {
        cached ?? items.map { Item(name: $0.name) }
    }

    // The loop returns a kept value when it finds one.
    func matching(_ name: String) -> [Item] {
        for item in items where item.name == name {
            return [item]
        }
        return [name].map { Item(name: $0) }
    }
}

struct ItemsView: View {
    @ObservedObject var store: Store
    @State private var picked: Item.ID?

    var body: some View {
        List(store.shown(), selection: $picked) { item in
            Text(item.name)
        }
        List(store.matching("a"), selection: $picked) { item in
            Text(item.name)
        }
        List(store.cachedOrMade(), selection: $picked) { item in
            Text(item.name)
        }
    }
}
