import SwiftUI

struct ChatMessage: Identifiable {
    let id: String
    var text: String
    var preview: String?

    mutating func loadPreview() async {
        preview = text
    }
}

@MainActor
final class ChatModel: ObservableObject {
    @Published private(set) var messages: [ChatMessage] = []

    func received(_ message: ChatMessage) {
        messages.insert(message, at: 0)
    }
}

protocol ChatUpdatesListener: AnyObject {
    func messageEdited(_ message: ChatMessage) async
}

// The position is found and written in an extension of the model, whose `messages` the model's own
// declaration holds: while `loadPreview()` waits, `received(_:)` puts a message in front, and the
// write lands on its neighbour (read on unstoppable-ios-app's chat, whose edits are applied this way).
extension ChatModel: ChatUpdatesListener {
    func messageEdited(_ message: ChatMessage) async {
        if let i = messages.firstIndex(where: { $0.id == message.id }) {
            var edited = message
            await edited.loadPreview()
            messages[i] = edited
        }
    }
}
