import SwiftUI

// Inside a `Picker`, `ForEach` tags each row with its id, and the selection is a `Flavor`: dropping
// `\.self` would break the selection, so no fix is safe and nothing is said.
struct Flavor: Identifiable, Hashable {
    let id: Int
    var name: String

    mutating func rename(to name: String) { self.name = name }
}

struct FlavorPicker: View {
    var flavors: [Flavor]
    @Binding var selection: Flavor

    var body: some View {
        Picker("Flavor", selection: $selection) {
            ForEach(flavors, id: \.self) { flavor in
                Text(flavor.name)
            }
        }
    }
}
