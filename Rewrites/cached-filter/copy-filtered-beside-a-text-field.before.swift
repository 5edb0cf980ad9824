import SwiftUI

struct Message: Identifiable {
    let id: UUID
    var text: String
    var isMuted: Bool
}

final class Conversation: ObservableObject {
    @Published var messages: [Message] = []
    @Published var draft = ""
    @Published var hiddenIDs: [UUID] = []
}

// The rows pair each message with its position in a copy made in the body, then filter it against
// the hidden list, walked for each message; the same view edits the conversation's draft in a text
// field, so each keystroke does all of that again (after damus's direct messages): a warning. A
// filter by the message's own flag alone would be one cheap pass, and silent. No fix: the copy's tuples
// are not what a cache in state would hold.
struct ConversationView: View {
    @ObservedObject var conversation: Conversation

    var messages: some View {
        LazyVStack {
            ForEach(Array(zip(conversation.messages, conversation.messages.indices)).filter { pair in !conversation.hiddenIDs.contains(where: { $0 == pair.0.id }) }, id: \.0.id) { pair in
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
