import SwiftUI

struct Item: Identifiable, Hashable {
    let id = UUID()
    var name: String
}

// Each fetch fills `items` again from a completion handler, through `self?.`: every reload gives every
// row a new identity, and the selection, kept by id, matches none of them.
final class API { func fetch(_ done: @escaping ([String]) -> Void) { done([]) } }
@MainActor
final class Store: ObservableObject {
    @Published var items: [Item] = []
    let api = API()
    func reload() {
        api.fetch { [weak self] names in
            self?.items = names.map { Item(name: $0) }
        }
    }
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

