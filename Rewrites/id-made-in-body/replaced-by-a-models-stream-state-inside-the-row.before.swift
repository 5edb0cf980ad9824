import Observation
import SwiftUI

// As `replaced-by-a-models-stream`, but the state is one view inside the row: `AnswerRow` keeps
// none, the `Caret` it builds keeps whether it shows (responsay's voice assistant, where a
// blinking caret restarted at every token). A new identity for the row is a new caret. A warning.
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
    @State private var visible = true

    var body: some View {
        Text("▍")
            .opacity(visible ? 1 : 0)
            .onTapGesture { withAnimation { visible.toggle() } }
    }
}
