import SwiftUI

// `results` calls a search of another file that filters every item and sorts what is left. The
// typed text is what it searches by, so each keystroke must run it once; the body reads it twice,
// so each keystroke runs it twice.
struct ItemsView: View {
    @State private var items: [Item] = []
    @State private var searchText = ""

    private var results: [Item] {
        ItemSearch.matching(in: items, query: searchText)
    }

    var body: some View {
        List {
            Text("\(results.count) items")
            ForEach(results) { item in
                Text(item.name)
            }
        }
        .searchable(text: $searchText)
    }
}
