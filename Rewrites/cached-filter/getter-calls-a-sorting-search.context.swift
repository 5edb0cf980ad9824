import Foundation

struct Item: Identifiable {
    let id: UUID
    var name: String
    var place: String
}

// In another file: the search walks every item and sorts what it keeps.
enum ItemSearch {
    static func matching(in items: [Item], query: String) -> [Item] {
        let found = items.filter { query.isEmpty || $0.name.localizedCaseInsensitiveContains(query) }
        return found.sorted { $0.name < $1.name }
    }
}
