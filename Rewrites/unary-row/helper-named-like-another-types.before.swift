import SwiftUI

struct Message: Identifiable {
    let id: UUID
    var text: String
    var isPinned: Bool
}

@Observable
final class Chat {
    var messages: [Message] = []
    func add(_ m: Message) { messages.append(m) }
}

// `content` of `ChatList` is another member: `PinnedStrip`'s is placed in a `VStack` only (review probe).
struct PinnedStrip: View {
    let chat: Chat

    var body: some View {
        VStack(spacing: 4) {
            content
        }
    }

    private var content: some View {
        ForEach(chat.messages) { message in
            Text(message.text)
            if message.isPinned {
                Image(systemName: "pin")
            }
        }
    }
}

struct ChatList: View {
    let chat: Chat

    var body: some View {
        List {
            content
        }
    }

    private var content: some View {
        ForEach(chat.messages) { message in
            Text(message.text)
        }
    }
}
