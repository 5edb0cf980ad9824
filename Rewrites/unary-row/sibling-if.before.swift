import SwiftUI

// The rows' data changes while shown (`clear()` below): each change makes SwiftUI evaluate every row.
struct Message: Identifiable {
    let id: UUID
    var text: String
    var isUnread: Bool
}

struct MessagesList: View {
    @Binding var messages: [Message]

    var body: some View {
        List {
            ForEach(messages) { message in
                Text(message.text)
                if message.isUnread {
                    Text("Unread")
                }
            }
        }
    }
}

extension MessagesList {
    func clear() {
        messages.removeAll()
    }
}
