import Observation
import SwiftUI

// The model replaces the answer it streams with a new `Message` per token (read on responsay's
// voice assistant). `Message.id` is a `let` that defaults to `UUID()`, so no initializer can keep
// it: each token gives the answer's row a new identity, and the row's state (here, whether it is
// expanded) is lost as SwiftUI removes the row and inserts another. A warning.
struct Message: Identifiable {
    let id = UUID()
    let role: String
    let content: String
}

@MainActor
@Observable
final class Assistant {
    private(set) var messages: [Message] = []

    func receive(_ token: String, at index: Int) {
        let current = messages[index].content
        messages[index] = Message(role: "assistant", content: current + token)
    }
}

struct AssistantPanel: View {
    var assistant: Assistant

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                ForEach(assistant.messages) { message in
                    AnswerRow(text: message.content)
                }
            }
        }
    }
}

struct AnswerRow: View {
    let text: String
    @State private var expanded = false

    var body: some View {
        Text(text)
            .lineLimit(expanded ? nil : 3)
            .onTapGesture { expanded.toggle() }
    }
}
