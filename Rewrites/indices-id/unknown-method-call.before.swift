import SwiftUI

// `summary()` is declared in another module: listfix cannot tell whether it mutates, so the call
// proves no write through the index, and the searches are handed in: nothing shows the rows shift.
struct SavedSearches: View {
    let searches: [SavedSearch]

    var body: some View {
        List {
            ForEach(searches.indices, id: \.self) { i in
                Text(searches[i].summary())
            }
        }
    }
}
