import SwiftUI

// `.id(UUID())` on each row replaces the identity the `ForEach` gives it: every update replaces
// every row.
struct Message: Identifiable {
    let id: UUID
    var text: String
}

struct MessagesView: View {
    var messages: [Message]

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(messages) { message in
                    Text(message.text)
                        .padding()
                        .id(UUID())
                }
            }
        }
    }
}
