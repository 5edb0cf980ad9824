import SwiftUI

struct Item: Identifiable, Equatable {
    let id: UUID
    var title: String
    var isEnabled: Bool
}

struct ItemList: View {
    var items: [Item]
    @State private var enabledItems: [Item] = []

    var body: some View {
        List {
            ForEach(enabledItems) { item in
                ItemRow(item: item)
            }
        }
        .navigationTitle("Items")
        .onChange(of: items, initial: true) { _, newItems in
            enabledItems = newItems.filter { $0.isEnabled }
        }
    }
}

struct ItemRow: View {
    var item: Item

    var body: some View {
        Text(item.title)
    }
}
