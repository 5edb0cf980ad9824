import SwiftUI

struct Theme {
    var name: String
}

struct ThemePicker: View {
    @Binding var themes: [Theme]
    @Binding var selectedIndex: Int

    var body: some View {
        Picker("Theme", selection: $selectedIndex) {
            ForEach(0..<themes.count) { index in
                Text(themes[index].name).tag(index)
            }
        }
    }
}

extension ThemePicker {
    func remove(at offsets: IndexSet) {
        themes.remove(atOffsets: offsets)
    }

    func grow() {
        selectedIndex += 1
    }
}
