import SwiftUI

// The text field writes through a `Binding<String>` handed in as a plain value, and the filter
// reads what it wrote as `text.wrappedValue`: each keystroke must filter again, cache or not, and
// the binding is no value `onChange(of:)` can watch. Nothing is said.
struct AutoCompletingField: View {
    let title: String
    let text: Binding<String>
    let options: [String]

    var body: some View {
        VStack {
            TextField(title, text: text)
            List {
                ForEach(options.filter { $0.lowercased().contains(text.wrappedValue.lowercased()) }, id: \.self) { option in
                    Text(option)
                }
            }
        }
    }
}
