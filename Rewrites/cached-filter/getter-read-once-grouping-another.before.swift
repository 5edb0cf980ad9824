import SwiftUI

// Read once, the getter runs once per keystroke: what the search needs anyway, cache or not.

struct Stock: Identifiable, Equatable {
    let id: Int
    var name: String
    var group: String
}

struct StockView: View {
    var stock: [Stock]
    var missing: [Stock]
    @State private var searchString = ""

    var filteredStock: [Stock] {
        (stock + missing)
            .filter { searchString.isEmpty || $0.name.localizedStandardContains(searchString) }
            .sorted { $0.name < $1.name }
    }

    var groupedStock: [String: [Stock]] {
        Dictionary(grouping: filteredStock, by: { $0.group })
    }

    var body: some View {
        List {
            ForEach(groupedStock.sorted(by: { $0.key < $1.key }), id: \.key) { groupName, elements in
                Section(groupName) {
                    ForEach(elements) { element in
                        Text(element.name)
                    }
                }
            }
        }
        .searchable(text: $searchString)

    }
}
