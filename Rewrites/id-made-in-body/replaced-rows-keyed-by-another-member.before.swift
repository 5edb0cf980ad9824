import SwiftUI

// The rows are keyed by `key`, not by the `UUID()` id: a new value with the same key keeps the
// row, and nothing is said.
struct Setting: Identifiable {
    let id = UUID()
    var key: String
    var enabled: Bool
}
struct SettingsList: View {
    @State private var settings: [Setting] = []
    var body: some View {
        List {
            ForEach(settings, id: \.key) { s in
                Toggle(s.key, isOn: .constant(s.enabled))
            }
        }
    }
    func flip(_ i: Int) {
        settings[i] = Setting(key: settings[i].key, enabled: !settings[i].enabled)
    }
}
