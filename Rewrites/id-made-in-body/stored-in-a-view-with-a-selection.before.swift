import SwiftUI

struct Feature: Identifiable {
    var id = UUID()
    let title: String
}

// Selection holds a `Feature.ID`: when a parent makes this view again, every id is new and the
// selection matches no row.
struct SettingsSidebar: View {
    let features = [
        Feature(title: "General"),
        Feature(title: "Privacy"),
    ]
    @State private var selection: Feature.ID?

    var body: some View {
        List(features, selection: $selection) { feature in
            Text(feature.title)
        }
    }
}
