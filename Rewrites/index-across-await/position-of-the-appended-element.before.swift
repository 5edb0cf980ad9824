import SwiftUI

struct ChatEntry: Identifiable {
    let id = UUID()
    var isBot: Bool
    var text: String
}

// The reply is appended empty and written at its position, `conversation.count - 1`, as each part
// streams in. "New chat" empties the conversation while the stream goes on: the next part writes
// past the end (a crash) or, once a new question is asked, into another message (read on a held-out
// notes app's chat window).
struct ChatWindow: View {
    @State private var conversation: [ChatEntry] = []

    var body: some View {
        VStack {
            ScrollView {
                ForEach(conversation) { entry in
                    Text(entry.text)
                }
            }
            Button("New chat") {
                conversation.removeAll()
            }
            Button("Ask") {
                Task { await generateResponse() }
            }
        }
    }

    func generateResponse() async {
        conversation.append(ChatEntry(isBot: true, text: ""))
        let botIndex = conversation.count - 1
        for await part in replyParts() {
            conversation[botIndex].text = part
        }
    }

    func replyParts() -> AsyncStream<String> {
        AsyncStream { continuation in continuation.finish() }
    }
}
