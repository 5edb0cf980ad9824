import SwiftUI

struct ChatEntry: Identifiable {
    let id = UUID()
    var isBot: Bool
    var text: String
}

// The same stream, but each part is written only while the task is not cancelled, and "New chat"
// cancels it before it empties the conversation. Silent.
struct ChatWindow: View {
    @State private var conversation: [ChatEntry] = []
    @State private var responseTask: Task<Void, Never>?

    var body: some View {
        VStack {
            ScrollView {
                ForEach(conversation) { entry in
                    Text(entry.text)
                }
            }
            Button("New chat") {
                responseTask?.cancel()
                conversation.removeAll()
            }
            Button("Ask") {
                responseTask = Task { await generateResponse() }
            }
        }
    }

    func generateResponse() async {
        conversation.append(ChatEntry(isBot: true, text: ""))
        let botIndex = conversation.count - 1
        for await part in replyParts() {
            if Task.isCancelled { break }
            conversation[botIndex].text = part
        }
    }

    func replyParts() -> AsyncStream<String> {
        AsyncStream { continuation in continuation.finish() }
    }
}
