import SwiftUI

// The project's own search bar, in its own file: it binds its `text` to a text field.
struct InlineSearchBar: View {
    let placeholder: String
    @Binding var text: String

    var body: some View {
        TextField(placeholder, text: $text)
    }
}
