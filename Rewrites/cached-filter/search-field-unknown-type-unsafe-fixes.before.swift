import SwiftUI

// The view's search field runs the body again on every keystroke, so the filter runs at that rate:
// a warning. `Message` comes from a module listfix does not see, so whether it is Equatable is
// unknown and the fix is unsafe; --unsafe-fixes applies it.
struct InboxView: View {
    var messages: [Message]
    @State private var query = ""

    var body: some View {
        List {
            ForEach(messages.filter { $0.hasUnread }) { message in
                MessageRow(message: message)
            }
        }
        .searchable(text: $query)
    }
}
