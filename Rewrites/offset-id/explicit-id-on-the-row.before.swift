import SwiftUI

// Rows keyed by offset that also say `.id(index)`, as a scroll to a message would find them. Keyed
// by the messages' ids in the `ForEach`, the row's own `.id(index)` would key it by its position
// again: no safe fix, and over handed-in messages no hazard shown, so nothing to say (over data shown
// to change, the warning names the modifier). Without the modifier this is `data-handed-in`'s note.
struct Message: Identifiable {
    let id: UUID
    var text: String
}

struct ChatLog: View {
    let messages: [Message]

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(Array(messages.enumerated()), id: \.offset) { index, message in
                    Text(message.text)
                        .id(index)
                }
            }
        }
    }
}
