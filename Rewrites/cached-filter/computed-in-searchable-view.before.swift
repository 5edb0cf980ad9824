import SwiftUI

// The rows come from a computed property that filters the extensions by the typed query, read twice
// in a body that runs on every keystroke: each keystroke filters twice (a warning). It is a property
// other code may read too, so there is no automatic fix.
struct Extension: Identifiable {
    let id: String
    var name: String
    var isEnabled: Bool
}

final class ExtensionManager: ObservableObject {
    @Published var extensions: [Extension] = []
}

struct ExtensionsView: View {
    @ObservedObject var manager: ExtensionManager
    @State private var query = ""

    var filteredExtensions: [Extension] {
        manager.extensions.filter { query.isEmpty || $0.name.contains(query) }
    }

    var body: some View {
        List {
            Section("\(filteredExtensions.count) extensions") {
                ForEach(filteredExtensions) { item in
                    Text(item.name)
                }
            }
        }
        .searchable(text: $query)
    }
}
