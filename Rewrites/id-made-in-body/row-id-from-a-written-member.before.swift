import CoreData
import SwiftUI

// Each message row is given `.id` made of its id and `updatedAt`, which the model sets on every
// save (by key-value coding, in `willSave`): when a reply is saved, its row gets a new identity and
// is rebuilt, its hover state and layout lost.
final class ChatMessage: NSManagedObject {
    var text = ""
    var updatedAt: Date?

    override func willSave() {
        super.willSave()
        if !isDeleted, changedValues()["updatedAt"] == nil {
            self.setValue(Date(), forKey: "updatedAt")
        }
    }
}

struct MessageRow: View {
    let message: ChatMessage
    @State private var isHovering = false

    var body: some View {
        Text(message.text)
            .onHover { isHovering = $0 }
    }
}

struct Transcript: View {
    let messages: [ChatMessage]

    var body: some View {
        VStack {
            ForEach(messages) { m in
                MessageRow(message: m)
                    .id("\(m.id)\(String(describing: m.updatedAt))")
            }
        }
    }
}
