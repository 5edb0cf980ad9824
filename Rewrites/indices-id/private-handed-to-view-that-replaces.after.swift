import SwiftUI

struct Item: Identifiable {
    let id: Int
    var name: String
}

// A `private` state handed to a loader view, whose own writes give it a new value: the rows keep
// state, which stays with each position when the loader replaces the items.
struct ItemsScreen: View {
    @State private var items: [Item] = []

    var body: some View {
        VStack {
            Loader(items: $items)
            List {
                ForEach(items) { item in
                    ItemRow(item: item)
                }
            }
        }
    }
}

struct ItemRow: View {
    let item: Item
    @State private var expanded = false

    var body: some View {
        Text(item.name)
            .onTapGesture { expanded.toggle() }
    }
}

struct Loader: View {
    @Binding var items: [Item]

    var body: some View {
        Button("Load") {
            items = [Item(id: 1, name: "a")]
        }
    }
}
