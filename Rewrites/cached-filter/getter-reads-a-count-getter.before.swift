import SwiftUI

struct Item: Identifiable, Equatable {
    let id: UUID
    var name: String
    var isDone: Bool
}

// `shown` takes a prefix of `items`, as long as `limit` says: `limit` filters to count, but the
// rows are not its result, and `shown` makes no filtered copy of its own.
struct ItemList: View {
    var items: [Item]
    @State private var query = ""

    var limit: Int {
        items.filter { $0.isDone }.count + 10
    }

    var shown: [Item] {
        Array(items.prefix(limit))
    }

    var body: some View {
        List {
            TextField("Search", text: $query)
            ForEach(shown) { item in
                Text(item.name)
            }
        }
        .navigationTitle("\(shown.count) items")
    }
}
