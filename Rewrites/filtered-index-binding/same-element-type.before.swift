import SwiftUI

struct Setting: Identifiable {
    let id: Int
    var title: String
    var isOn: Bool
}

// `pinned` holds some of `settings`' elements: position i of one is, in general, another element
// of the other, so the toggle edits the wrong setting.
struct SettingsView: View {
    @State private var settings: [Setting] = []
    @State private var pinned: [Setting] = []

    var body: some View {
        Form {
            ForEach(pinned.indices, id: \.self) { i in
                Toggle(pinned[i].title, isOn: $settings[i].isOn)
            }
        }
    }
}
