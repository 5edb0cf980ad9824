import SwiftUI

// The rows are the model's starred favorites, a filter no search field drives: the store may load
// them by the same rule, which listfix does not read. Silent.
struct Favorite: Identifiable {
    let id: Int
    var name: String
    var isStarred: Bool
}

final class FavoritesModel: ObservableObject {
    @Published var favorites: [Favorite] = []

    var starred: [Favorite] {
        favorites.filter(\.isStarred)
    }
}

final class FavoritesStore {
    static let shared = FavoritesStore()
    private var saved: [Favorite] = []

    func loadStarred() -> [Favorite] {
        saved.filter(\.isStarred)
    }

    func deleteFavorite(indexSet: IndexSet) {
        let starred = loadStarred()
        guard let index = indexSet.first else { return }
        let favorite = starred[index]
        saved.removeAll { $0.id == favorite.id }
    }
}

struct FavoritesView: View {
    @StateObject private var vm = FavoritesModel()

    var body: some View {
        List {
            ForEach(vm.starred) { favorite in
                Text(favorite.name)
            }
            .onDelete { indexSet in
                FavoritesStore.shared.deleteFavorite(indexSet: indexSet)
            }
        }
    }
}
