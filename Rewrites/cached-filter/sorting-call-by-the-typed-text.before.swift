import SwiftUI

// The rows are what the search of another file finds for the typed text, made once per body:
// each keystroke must search again, cache or not. Silent.
struct ItemsView: View {
    @State private var items: [Item] = []
    @State private var searchText = ""

    var body: some View {
        List {
            ForEach(ItemSearch.matching(in: items, query: searchText)) { item in
                Text(item.name)
            }
        }
        .searchable(text: $searchText)
    }
}
