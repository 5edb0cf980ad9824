import SwiftUI

// The getter filters by the typed query and the body reads it once: each keystroke must filter
// again, cache or not, so nothing is said.
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
            ForEach(filteredExtensions) { item in
                Text(item.name)
            }
        }
        .searchable(text: $query)
    }
}
