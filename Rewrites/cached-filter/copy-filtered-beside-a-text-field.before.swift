import SwiftUI

struct Message: Identifiable {
    let id: UUID
    var text: String
    var isMuted: Bool
}

final class Conversation: ObservableObject {
    @Published var messages: [Message] = []
    @Published var draft = ""
}

// The rows pair each message with its position in a copy made in the body, then filter it; the
// same view edits the conversation's draft in a text field, so each keystroke copies and filters
// the whole conversation again (damus's direct messages): a warning. No fix: the copy's tuples
// are not what a cache in state would hold.
struct ConversationView: View {
    @ObservedObject var conversation: Conversation

    var messages: some View {
        LazyVStack {
            ForEach(Array(zip(conversation.messages, conversation.messages.indices)).filter { !$0.0.isMuted }, id: \.0.id) { pair in
                Text(pair.0.text)
            }
        }
    }

    var body: some View {
        VStack {
            ScrollView { messages }
            TextField("Message", text: $conversation.draft)
        }
    }
}
