import SwiftUI

// `Message` comes from a module listfix does not see: whether it is Equatable is unknown.
struct InboxView: View {
    var messages: [Message]

    var body: some View {
        List {
            ForEach(messages.filter { $0.hasUnread }) { message in
                MessageRow(message: message)
            }
        }
    }
}
