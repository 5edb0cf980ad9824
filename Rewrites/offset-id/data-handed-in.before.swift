import SwiftUI

struct Message: Identifiable {
    let id: UUID
    var text: String
}

// `messages` is handed in: listfix cannot see whether the caller ever inserts or removes one,
// so it is a migration (a note); a row over `@State`, a binding or a model's `var` is a warning.
struct Transcript: View {
    let messages: [Message]

    var body: some View {
        ForEach(Array(messages.enumerated()), id: \.offset) { offset, message in
            Text("\(offset + 1). \(message.text)")
        }
    }
}
