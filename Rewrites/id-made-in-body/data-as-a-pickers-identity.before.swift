import SwiftUI

// `.id(flavors)` on a picker is the known way to make it take new options; nothing scrolls or keeps
// row state there. And a list rebuilt when its data is given new values as a whole (a new search)
// goes back to the top, which is often the point.
struct Flavor: Identifiable, Hashable {
    let id: UUID
    var name: String
}

struct FlavorPicker: View {
    @State private var flavors: [Flavor] = []
    @State private var results: [Flavor] = []
    @State private var chosen: Flavor.ID?

    var body: some View {
        Picker("Flavor", selection: $chosen) {
            ForEach(flavors) { flavor in
                Text(flavor.name).tag(Optional(flavor.id))
            }
        }
        .id(flavors)
        .task { flavors = await loadFlavors() }
        List(results) { flavor in
            Text(flavor.name)
        }
        .id(results)
        Button("Search") {
            Task { results = await loadFlavors() }
        }
    }

    func loadFlavors() async -> [Flavor] { [] }
}
