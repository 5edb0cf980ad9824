import SwiftUI

// `Message` comes from a module listfix does not see: whether it is Equatable is unknown, so no fix
// is safe, and nothing shows the body running often: nothing to say, even with --unsafe-fixes.
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
