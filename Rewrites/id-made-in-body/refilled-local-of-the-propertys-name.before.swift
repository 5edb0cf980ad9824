import SwiftUI

struct Item: Identifiable, Hashable {
    let id = UUID()
    let name: String
}

// The view's rows are appended to only; `items = …map { Item(…) }` writes a local of that name.
struct ItemList: View {
    @State private var items: [Item] = []
    @State private var selection: Item.ID?

    var body: some View {
        List(selection: $selection) {
            ForEach(items) { item in Text(item.name) }
        }
        .toolbar {
            Button("Add") { items.append(Item(name: "New")) }
            Button("Export") { export(["a", "b"]) }
        }
    }

    private func export(_ names: [String]) {
        var items: [Item] = []
        items = names.map { Item(name: $0) }
        print(items.count)
    }
}
