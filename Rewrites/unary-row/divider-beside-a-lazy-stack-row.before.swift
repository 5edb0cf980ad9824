import SwiftUI

// In a lazy stack a `Divider()` beside the row is laid out inline, as meant: the count is a
// constant two, and nothing is said.
struct Message: Identifiable {
    let id: Int
    var text: String
}

struct MessageList: View {
    let messages: [Message]

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(messages) { message in
                    Text(message.text)
                    Divider()
                }
            }
        }
    }
}
