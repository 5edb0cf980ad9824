import SwiftUI

enum Search {
    /// The project's own `FilterItem`, nested in `Search`: a name it shares with the other module's.
    struct FilterItem: Identifiable {
        let id: Int
        var name: String
    }
}

struct HomeFiltersView: View {
    @Binding var filters: [HomeComponent.Value.FilterItem]

    var body: some View {
        ForEach(filters.indices, id: \.self) { i in
            Text(filters[i].name)
        }
    }
}

struct SearchFiltersView: View {
    @Binding var filters: [Search.FilterItem]

    var body: some View {
        ForEach(filters.indices, id: \.self) { i in
            Text(filters[i].name)
        }
    }
}

extension HomeFiltersView {
    func remove(at offsets: IndexSet) {
        filters.remove(atOffsets: offsets)
    }
}

extension SearchFiltersView {
    func remove(at offsets: IndexSet) {
        filters.remove(atOffsets: offsets)
    }
}
