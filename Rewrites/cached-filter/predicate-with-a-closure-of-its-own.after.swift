import SwiftUI

struct Item: Identifiable, Equatable {
    let id: UUID
    var name: String
    var tags: [String]
}

// `tag` is the parameter of a closure inside the predicate, not a local of the body: the cache is
// refreshed on `items` and `selected`, what the predicate reads.
struct ItemList: View {
    var items: [Item]
    var selected: String
    @State private var filteredItems: [Item] = []

    var body: some View {
        List {
            ForEach(filteredItems) { item in
                Text(item.name)
            }
        }
        .navigationTitle("Items")
        .onChange(of: items, initial: true) { refreshFilteredItems() }
        .onChange(of: selected) { refreshFilteredItems() }
    }

    private func refreshFilteredItems() {
        filteredItems = items.filter { $0.tags.contains { tag in tag == selected } }
    }
}
