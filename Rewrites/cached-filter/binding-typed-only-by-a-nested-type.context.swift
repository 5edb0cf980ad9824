import SwiftUI

// Shows the chosen tag; its `text` is never typed into. The nested editor types into its own state.
struct TagChip: View {
    @Binding var text: String

    var body: some View {
        HStack {
            Text(text)
            Button("Clear") { text = "" }
        }
    }

    struct NewTagEditor: View {
        @State private var text = ""
        var body: some View {
            TextField("New tag", text: $text)
        }
    }
}
