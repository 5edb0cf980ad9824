import SwiftUI

// The rows number a computed sort through `Array(….enumerated())`, and the body reads the getter
// three times: each keystroke of the search field looks every extension up in the disabled list
// and sorts them, three times.
struct PhpExtension: Identifiable {
    let id: String
    var name: String
}

final class ExtensionManager: ObservableObject {
    @Published var extensions: [PhpExtension] = []
    @Published var disabled: [String] = []

    func reload(_ found: [PhpExtension]) {
        extensions = found
    }
}

struct ExtensionsView: View {
    @ObservedObject var manager: ExtensionManager
    @State private var searchText = ""

    var filteredExtensions: [PhpExtension] {
        manager.extensions
            .filter { ext in !manager.disabled.contains(where: { $0 == ext.id }) && (searchText.isEmpty || ext.name.contains(searchText)) }
            .sorted { $0.name < $1.name }
    }

    var body: some View {
        List {
            Text("\(filteredExtensions.count) extensions")
            if filteredExtensions.isEmpty {
                Text("None")
            }
            ForEach(Array(self.filteredExtensions.enumerated()), id: \.element.id) { index, item in
                Text("\(index + 1). \(item.name)")
            }
        }
        .searchable(text: $searchText)
    }
}
