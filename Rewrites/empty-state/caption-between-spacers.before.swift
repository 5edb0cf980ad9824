import SwiftUI

// Spacers around the `if` place the text where the list would be (review probe).
struct Inbox: View {
    var messages: [String]
    var body: some View {
        VStack {
            Spacer()
            if messages.isEmpty {
                Text("Inbox zero")
                    .font(.title2)
                    .foregroundStyle(.secondary)
            } else {
                List(messages, id: \.self) { Text($0) }
            }
            Spacer()
        }
    }
}
