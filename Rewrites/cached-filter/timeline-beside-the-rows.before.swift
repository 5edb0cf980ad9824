import SwiftUI

// A `TimelineView` beside the rows refreshes "updated … ago" every second, but only its own
// content runs on each tick. The getter filters by the typed text and is read once: each
// keystroke must filter again, cache or not, so nothing is said.
struct Package: Identifiable {
    let id: String
    var name: String
}

struct PackagesView: View {
    @State private var packages: [Package] = []
    @State private var searchText = ""
    @State private var lastRefresh = Date()

    var filteredPackages: [Package] {
        packages.filter { searchText.isEmpty || $0.name.contains(searchText) }
    }

    var body: some View {
        VStack {
            TextField("Search", text: $searchText)
            TimelineView(.periodic(from: lastRefresh, by: 1.0)) { _ in
                Text("Updated")
            }
            List(filteredPackages) { package in
                Text(package.name)
            }
        }
        .task { packages = await Receipts.packages() }
    }
}

enum Receipts {
    static func packages() async -> [Package] { [] }
}
