import SwiftUI

struct Setting: Identifiable {
    let id: UUID
    var title: String
    var isGroup: Bool
}

struct SettingsList: View {
    var settings: [Setting]

    var body: some View {
        List {
            ForEach(settings) { setting in
                if setting.isGroup {
                    SettingsGroup(setting: setting)
                } else {
                    Text(setting.title)
                }
            }
        }
    }
}
