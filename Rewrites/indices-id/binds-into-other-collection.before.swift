import SwiftUI

struct Setting: Identifiable {
    let id: Int
    var title: String
    var isOn: Bool
}

// Two arrays of settings indexed together: reported, since nothing proves they stay in step.
struct SettingsView: View {
    @Binding var settings: [Setting]
    @State private var values: [Setting] = []

    var body: some View {
        Form {
            ForEach(settings.indices, id: \.self) { i in
                Toggle(settings[i].title, isOn: $values[i].isOn)
            }
        }
    }
}

extension SettingsView {
    func remove(at offsets: IndexSet) {
        settings.remove(atOffsets: offsets)
    }
}
