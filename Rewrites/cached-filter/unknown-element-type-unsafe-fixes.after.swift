import SwiftUI

// `Message` comes from a module listfix does not see: whether it is Equatable is unknown; --unsafe-fixes applies the fix anyway.
struct InboxView: View {
    var messages: [Message]
    @State private var unreadMessages: [Message] = []

    var body: some View {
        List {
            ForEach(unreadMessages) { message in
                MessageRow(message: message)
            }
        }
        .onChange(of: messages, initial: true) { _, newMessages in
            unreadMessages = newMessages.filter { $0.hasUnread }
        }
    }
}
