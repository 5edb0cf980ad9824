import SwiftUI

struct Setting: Identifiable {
    let id: Int
    var title: String
}

// Labels and their values, two arrays of different elements indexed together on purpose: silent.
struct SettingsView: View {
    var settings: [Setting]
    @State private var values: [Bool] = []

    var body: some View {
        Form {
            ForEach(settings.indices, id: \.self) { i in
                Toggle(settings[i].title, isOn: $values[i])
            }
        }
    }
}
