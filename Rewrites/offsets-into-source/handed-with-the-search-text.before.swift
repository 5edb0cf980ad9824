import SwiftUI

// The store is handed the search's text with the offsets, and loads the favorites that match it:
// it may find the rows' own list. Silent.
struct FavoritesView: View {
    @StateObject private var vm = FavoritesModel()

    var body: some View {
        List {
            ForEach(vm.searchResults) { favorite in
                Text(favorite.name)
            }
            .onDelete { indexSet in
                FavoritesStore.shared.deleteFavorite(indexSet: indexSet, matching: vm.searchText)
            }
        }
        .searchable(text: $vm.searchText)
    }
}
