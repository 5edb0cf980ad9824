import SwiftUI

// The view's search field runs the body again on every keystroke, so the filter, which walks the
// muted list for each message, runs at that rate: a warning. `Message` comes from a module listfix
// does not see, so whether it is Equatable is unknown and the fix is unsafe; --unsafe-fixes applies it.
struct InboxView: View {
    var messages: [Message]
    var mutedIDs: [UUID]
    @State private var query = ""
    @State private var filteredMessages: [Message] = []

    var body: some View {
        List {
            ForEach(filteredMessages) { message in
                MessageRow(message: message)
            }
        }
        .searchable(text: $query)
        .onChange(of: messages, initial: true) { refreshFilteredMessages() }
        .onChange(of: mutedIDs) { refreshFilteredMessages() }
    }

    private func refreshFilteredMessages() {
        filteredMessages = messages.filter { message in message.hasUnread && !mutedIDs.contains(where: { $0 == message.id }) }
    }
}
