import SwiftUI

struct SettingsGroup: View {
    var setting: Setting
    @State private var isOn = false
    @State private var isShared = false

    var body: some View {
        Section(setting.title) {
            Toggle("Enabled", isOn: $isOn)
            Toggle("Shared", isOn: $isShared)
        }
    }
}
