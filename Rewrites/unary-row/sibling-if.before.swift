import SwiftUI

struct Message: Identifiable {
    let id: UUID
    var text: String
    var isUnread: Bool
}

struct MessagesList: View {
    var messages: [Message]

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
