import SwiftUI

struct Option: Identifiable {
    var id = UUID()
    let title: String
}

struct OptionRow: View {
    let option: Option
    @State private var isOn = false

    var body: some View {
        Toggle(option.title, isOn: $isOn)
    }
}

// The options are a stored `let` of the view, made again with new ids each time a parent makes
// the view: each row's toggle is reset then.
struct OptionsView: View {
    let options = [Option(title: "Newest"), Option(title: "Oldest")]

    var body: some View {
        List {
            ForEach(options) { option in
                OptionRow(option: option)
            }
        }
    }
}
