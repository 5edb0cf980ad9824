import SwiftUI

// The rows' data changes while shown (`clear()` below): each change makes SwiftUI evaluate every row.
struct Setting: Identifiable {
    let id: String
    var title: String
    var isHidden: Bool
}

struct SettingRow: View {
    var setting: Setting

    var body: some View {
        if !setting.isHidden {
            Text(setting.title)
        }
    }
}

// Every path of the row's `if` makes a view, but `SettingRow` leaves hidden settings out: the
// row's view count still varies, and filtering by the row's own condition would not help.
struct SettingsList: View {
    @Binding var settings: [Setting]

    var body: some View {
        List {
            ForEach(settings) { setting in
                if setting.title.isEmpty {
                    Text("Untitled")
                } else {
                    SettingRow(setting: setting)
                }
            }
        }
    }
}

extension SettingsList {
    func clear() {
        settings.removeAll()
    }
}
