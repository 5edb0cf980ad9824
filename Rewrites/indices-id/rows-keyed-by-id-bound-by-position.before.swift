import SwiftUI

// The message rows are keyed by their ids, but each binds its text field through its position,
// `$model.messages[index]`, and its delete button removes that message. After a removal, a row's
// binding reads an index past the end (the last row: "index out of range") or the message now in
// its place. An error, with no fix: the row also removes by its position.
struct Message: Identifiable {
    let id: UUID
    var text: String
}

@Observable final class ConversationModel {
    var messages: [Message] = []

    func add() {
        messages.append(Message(id: UUID(), text: ""))
    }

    func remove(at index: Int) {
        messages.remove(at: index)
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
                MessageField(message: $model.messages[index]) {
                    model.remove(at: index)
                }
            }
            Button("Add another message") { model.add() }
        }
    }
}
