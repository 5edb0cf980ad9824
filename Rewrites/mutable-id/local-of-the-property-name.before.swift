import SwiftUI

// The writes are to locals and to a row's parameter that take the names of the type's `id` and of
// the view's binding: a walk up a tree of items, an export copy, and a nested list's own rows.
struct Item: Identifiable {
    var id: Int
    var parent: Int?
    var name: String
    var subitems: [Sub] = []

    func root(in all: [Int: Item]) -> Int {
        var id = self.id
        while let p = all[id]?.parent { id = p }
        return id
    }
}

struct Sub: Identifiable {
    let id: UUID
    var name: String
}

struct ItemsView: View {
    @State private var items: [Item] = []

    var body: some View {
        List(items) { item in Text(item.name) }
    }
}

struct ItemEditor: View {
    @Binding var item: Item

    var body: some View {
        List {
            ForEach($item.subitems) { $item in
                TextField("Sub", text: $item.name)
            }
        }
    }

    func exported() -> Item {
        var item = Item(id: 0, name: "")
        item.name = "Exported"
        return item
    }
}
