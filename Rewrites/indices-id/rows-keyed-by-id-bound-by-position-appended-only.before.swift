import SwiftUI

// The message rows are keyed by their ids and bind their text fields through their positions, but
// messages are only ever added at the end: no row's position moves, so each binding stays its
// element's. Nothing to say.
struct Message: Identifiable {
    let id: UUID
    var text: String
}

@Observable final class ConversationModel {
    var messages: [Message] = []

    func add() {
        messages.append(Message(id: UUID(), text: ""))
    }

}

struct MessageField: View {
    @Binding var message: Message
    let onDelete: () -> Void

    var body: some View {
        HStack {
            TextField("Message", text: $message.text)
            Button("Delete", action: onDelete)
        }
    }
}

struct ConversationForm: View {
    @State private var model = ConversationModel()

    var body: some View {
        Form {
            ForEach(Array(model.messages.enumerated()), id: \.element.id) { index, _ in
                MessageField(message: $model.messages[index]) {}
            }
            Button("Add another message") { model.add() }
        }
    }
}
