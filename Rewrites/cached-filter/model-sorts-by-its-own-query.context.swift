import SwiftUI

struct Item: Identifiable {
    let id: UUID
    var name: String
}

// In another file: the model's rows, filtered by its own query and sorted.
final class ItemsModel: ObservableObject {
    @Published var items: [Item] = []
    @Published var query = ""

    var shownItems: [Item] {
        items.filter { query.isEmpty || $0.name.contains(query) }.sorted { $0.name < $1.name }
    }
}
