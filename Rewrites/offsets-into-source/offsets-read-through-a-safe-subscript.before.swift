import SwiftUI

struct CloudItem: Identifiable {
    let id: String
    var name: String
}

extension Collection {
    subscript(safe index: Index) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

final class CloudStore: ObservableObject {
    @Published var items: [CloudItem] = []

    func delete(id: String) {
        items.removeAll { $0.id == id }
    }
}

// The rows are the items the search lets through; the delete reads the item at each offset of all
// of them through a bounds-checked subscript, `items[safe: index]`: during a search, a swipe deletes
// another item (read on a held-out media app's cloud lists).
struct CloudItemsView: View {
    @EnvironmentObject var store: CloudStore
    @Binding var searchText: String

    var body: some View {
        List {
            ForEach(store.items.filter {
                searchText.isEmpty ? true : $0.name.lowercased().contains(searchText.lowercased())
            }) { item in
                Text(item.name)
            }
            .onDelete { offsets in
                for index in offsets {
                    if let item = store.items[safe: index] {
                        store.delete(id: item.id)
                    }
                }
            }
        }
    }
}
