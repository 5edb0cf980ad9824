import Combine
import Foundation

// In another file: the model, and a store that loads the favorites matching a query.
struct Favorite: Identifiable {
    let id: Int
    var name: String
}

final class FavoritesModel: ObservableObject {
    @Published var favorites: [Favorite] = []
    @Published var searchText = ""

    var searchResults: [Favorite] {
        favorites.filter { searchText.isEmpty || $0.name.contains(searchText) }
    }
}

final class FavoritesStore {
    static let shared = FavoritesStore()
    private var saved: [Favorite] = []

    func load(matching query: String) -> [Favorite] {
        saved.filter { query.isEmpty || $0.name.contains(query) }
    }

    func deleteFavorite(indexSet: IndexSet, matching query: String) {
        let shown = load(matching: query)
        guard let index = indexSet.first else { return }
        let favorite = shown[index]
        saved.removeAll { $0.id == favorite.id }
    }
}
