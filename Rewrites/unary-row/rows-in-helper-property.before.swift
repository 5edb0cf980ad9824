import SwiftUI

// The `ForEach` is returned by a view property, which `body` puts in a `List`: its rows are the
// list's rows. The messages grow while shown, and a row that adds a divider for some messages only
// makes each change evaluate every row (a warning).
struct Message: Identifiable {
    let id: UUID
    var text: String
    var startsDay: Bool
}

struct MessagesView: View {
    @State private var messages: [Message] = []

    var body: some View {
        List {
            history
        }
    }

    private var history: some View {
        ForEach(messages) { message in
            if message.startsDay {
                Divider()
            }
            Text(message.text)
        }
    }

    func receive(_ text: String) {
        messages.append(Message(id: UUID(), text: text, startsDay: false))
    }
}
