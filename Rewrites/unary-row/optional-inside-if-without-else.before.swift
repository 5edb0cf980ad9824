import SwiftUI

// The rows' data changes while shown (`clear()` below): each change makes SwiftUI evaluate every row.
struct Message: Identifiable {
    let id: Int
    var text: String
    var isDeleted: Bool
    var startsDay: Bool
}

// The row leaves deleted messages out, and `bubble` leaves the day's header out of every message
// but a day's first: with the data filtered by the row's condition, the row's count would still vary.
struct MessagesView: View {
    @Binding var messages: [Message]

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(messages) { message in
                    if !message.isDeleted {
                        bubble(message)
                    }
                }
            }
        }
    }

    @ViewBuilder
    func bubble(_ message: Message) -> some View {
        if message.startsDay {
            Text("Today")
        }
        Text(message.text)
    }
}

extension MessagesView {
    func clear() {
        messages.removeAll()
    }
}
