import SwiftUI

// The same computed filter in a view that shows nothing making its body run often: no hazard, and
// no fix to migrate to, so nothing is said.
struct Extension: Identifiable {
    let id: String
    var name: String
    var isEnabled: Bool
}

struct EnabledExtensionsView: View {
    let extensions: [Extension]

    var enabledExtensions: [Extension] {
        extensions.filter { $0.isEnabled }
    }

    var body: some View {
        List {
            ForEach(enabledExtensions) { item in
                Text(item.name)
            }
        }
    }
}
