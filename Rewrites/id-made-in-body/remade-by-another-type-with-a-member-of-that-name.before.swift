import Observation
import SwiftUI

// The assistant only appends messages. Another type, an archive, has a `messages` of its own that
// it remakes element by element: that says nothing of the assistant's. Silent.
struct Message: Identifiable {
    let id = UUID()
    let role: String
    let content: String
}

@MainActor
@Observable
final class Assistant {
    private(set) var messages: [Message] = []

    func receive(_ message: Message) {
        messages.append(message)
    }
}

final class Archive {
    var messages: [Message] = []

    func redact(at index: Int) {
        messages[index] = Message(role: messages[index].role, content: "")
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
