import SwiftUI

struct Message: Identifiable, Hashable {
    let id: Int
    var subject: String
}

struct InboxView: View {
    @Binding var messages: [Message]

    var body: some View {
        List(Array(messages.enumerated()), id: \.element.id) { offset, message in
            Text(message.subject)
        }
    }
}

extension InboxView {
    func remove(at offsets: IndexSet) {
        messages.remove(atOffsets: offsets)
    }
}
