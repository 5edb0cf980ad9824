import Observation
import SwiftUI

// As `replaced-by-a-models-stream-state-inside-the-row`, but the `Caret` inside the row keeps no
// state either: a new identity costs the row nothing it holds. Silent.
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

    var body: some View {
        HStack {
            Text(text)
            Caret()
        }
    }
}

struct Caret: View {
    var body: some View {
        Text("▍")
    }
}
