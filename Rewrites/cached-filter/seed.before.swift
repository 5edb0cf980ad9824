import SwiftUI

struct Item: Identifiable, Equatable {
    let id: UUID
    var title: String
    var isEnabled: Bool
}

struct ItemList: View {
    var items: [Item]

    var body: some View {
        List {
            ForEach(items.filter { $0.isEnabled }) { item in
                ItemRow(item: item)
            }
        }
        .navigationTitle("Items")
    }
}

struct ItemRow: View {
    var item: Item

    var body: some View {
        Text(item.title)
    }
}
