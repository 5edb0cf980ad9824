import SwiftUI

struct Screen {
    var name: String
}

// Options of a picker, matched by tag: the system builds them afresh whenever the screens change,
// and no option keeps state of its own.
struct ScreenPicker: View {
    @Binding var screens: [Screen]
    @Binding var selected: Int

    var body: some View {
        Picker("Screen", selection: $selected) {
            Text("Active screen").tag(0)
            ForEach(screens.indices, id: \.self) { index in
                Text(screens[index].name)
                    .tag(index + 1)
            }
        }
    }
}
