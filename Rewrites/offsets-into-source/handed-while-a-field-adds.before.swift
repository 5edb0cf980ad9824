import SwiftUI

// The text field names a new favorite; no search filters the rows, which the model only sorts, as
// the store's own list is sorted. Silent: nothing shows the two orders differ.
struct FavoritesView: View {
    @StateObject private var vm = FavoritesModel()

    var body: some View {
        List {
            TextField("New favorite", text: $vm.newName)
            ForEach(vm.favoritesByName) { favorite in
                Text(favorite.name)
            }
            .onDelete { indexSet in
                FavoritesStore.shared.deleteFavorite(indexSet: indexSet)
            }
        }
    }
}
