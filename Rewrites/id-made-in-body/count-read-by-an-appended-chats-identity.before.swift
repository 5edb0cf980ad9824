import SwiftUI

// Every message sent is appended, and every append changes the count the scroll view is keyed by:
// each new message throws the whole transcript away and builds it again, scrolled to the top.

struct Message: Identifiable {
    let id: UUID
    var text: String
}

struct Chat: View {
    @State private var messages: [Message] = []

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(messages) { message in
                    Text(message.text)
                }
            }
        }
        .id(messages.count)
        .toolbar {
            Button("Send") { messages.append(Message(id: UUID(), text: "hi")) }
        }
    }
}
