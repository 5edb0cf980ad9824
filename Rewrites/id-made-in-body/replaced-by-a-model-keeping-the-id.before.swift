import Observation
import SwiftUI

// The model replaces the answer it streams with a new `Message` per token, handing it the old
// `id`: `Message.id` is a `var` with a default, which the memberwise initializer takes. Every row
// keeps its identity. Silent.
struct Message: Identifiable {
    var id = UUID()
    let role: String
    let content: String
}

@MainActor
@Observable
final class Assistant {
    private(set) var messages: [Message] = []

    func receive(_ token: String, at index: Int) {
        let current = messages[index].content
        messages[index] = Message(id: messages[index].id, role: "assistant", content: current + token)
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
