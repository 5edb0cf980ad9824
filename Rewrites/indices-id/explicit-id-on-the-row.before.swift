import SwiftUI

// Chat rows keyed by position, each also given `.id(index)` (what a `scrollTo(index)` would find).
// Keyed by the messages' ids in the `ForEach`, the row's own `.id(index)` would key it by position
// again: no automatic fix, and the warning names the modifier to change with it.
struct Message: Identifiable {
    let id: UUID
    var text: String
}

@MainActor
final class Conversation: ObservableObject {
    @Published var messages: [Message] = []

    func loadOlder(_ older: [Message]) {
        messages.insert(contentsOf: older, at: 0)
    }
}

struct ChatLog: View {
    @ObservedObject var conversation: Conversation

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(conversation.messages.indices, id: \.self) { index in
                    Text(conversation.messages[index].text)
                        .id(index)
                }
            }
        }
    }
}
