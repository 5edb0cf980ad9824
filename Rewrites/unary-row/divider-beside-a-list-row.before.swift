import SwiftUI

// A `Divider()` beside a List row's view is a row of its own: a thin row between the List's own
// separators after every message.
struct Message: Identifiable {
    let id: Int
    var text: String
}

struct MessageList: View {
    let messages: [Message]

    var body: some View {
        List(messages) { message in
            Text(message.text)
            Divider()
        }
    }
}
