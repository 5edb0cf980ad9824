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
                ForEach(messages.indices.reversed(), id: \.self) { i in
                    Text(messages[i].text)
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
