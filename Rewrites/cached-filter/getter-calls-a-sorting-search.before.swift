import SwiftUI

// `results` calls a search of another file that filters every item and sorts what is left. The
// typed text is what it searches by, so each keystroke must run it once; the body reads it twice.
// What the search costs is in another file: a filter and a sort are one pass each, which shows no
// hazard, so this is silent.
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
