import Combine
import Foundation

// In another file: the model sorts the favorites; the store loads them in the same order.
struct Favorite: Identifiable {
    let id: Int
    var name: String
}

final class FavoritesModel: ObservableObject {
    @Published var favorites: [Favorite] = []
    @Published var newName = ""

    var favoritesByName: [Favorite] {
        favorites.sorted { $0.name < $1.name }
    }
}

final class FavoritesStore {
    static let shared = FavoritesStore()
    private var saved: [Favorite] = []

    func loadAll() -> [Favorite] {
        saved.sorted { $0.name < $1.name }
    }

    func deleteFavorite(indexSet: IndexSet) {
        let all = loadAll()
        guard let index = indexSet.first else { return }
        let favorite = all[index]
        saved.removeAll { $0.id == favorite.id }
    }
}
