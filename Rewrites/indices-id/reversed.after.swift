import SwiftUI

struct Message: Identifiable {
    let id: UUID
    var text: String
}

struct ChatView: View {
    @Binding var messages: [Message]

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(messages.reversed()) { message in
                    Text(message.text)
                }
            }
        }
    }
}

extension ChatView {
    func remove(at offsets: IndexSet) {
        messages.remove(atOffsets: offsets)
    }
}
