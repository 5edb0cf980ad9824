import SwiftUI

// In another file: a row that keeps state.
struct OptionRow: View {
    let title: String
    @State private var isOn = false

    var body: some View {
        Toggle(title, isOn: $isOn)
    }
}
