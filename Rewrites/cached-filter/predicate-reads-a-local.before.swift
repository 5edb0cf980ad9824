import SwiftUI

struct Item: Identifiable, Equatable {
    let id: UUID
    var name: String
}

// The predicate reads `needle`, a local of the body: a cache refreshed when the view's properties
// change would keep the rows of an old `needle`, so no fix is offered, and with no body shown to
// run often there is nothing to say.
struct ItemList: View {
    var items: [Item]
    var query: String

    var body: some View {
        let needle = query.lowercased()
        List {
            ForEach(items.filter { $0.name.lowercased().contains(needle) }) { item in
                Text(item.name)
            }
        }
        .navigationTitle("Items")
    }
}
