import SwiftUI

// The rows come from a computed property that filters the extensions by the typed query, read twice
// in a body that runs on every keystroke: one cheap pass over the extensions per read, which
// readers judged harmless. Nothing shows more work than that, and a computed property has no
// automatic fix, so there is nothing to say.
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
