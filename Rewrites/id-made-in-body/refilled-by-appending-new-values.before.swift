import SwiftUI

struct Item: Identifiable, Hashable {
    let id = UUID()
    let name: String
}

// New values appended after the kept ones: the old rows keep their ids.
@MainActor
final class Store: ObservableObject {
    @Published var items: [Item] = []
    func addAll(_ names: [String]) { items = items + names.map { Item(name: $0) } }
}

struct ItemList: View {
    @StateObject private var store = Store()
    @State private var selection: Item.ID?
    var body: some View {
        List(selection: $selection) {
            ForEach(store.items) { item in Text(item.name) }
        }
    }
}
