import SwiftUI

// The project's own toggle row, in its own file: its `text` binding is never a field's text.
struct LabeledToggle: View {
    @Binding var text: String
    @State private var isOn = false

    var body: some View {
        Toggle(text, isOn: $isOn)
    }
}
