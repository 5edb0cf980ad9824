import SwiftUI

// The refresh loads only the messages since the last sync and appends them: nothing is listed
// twice, and nothing is said.
struct Message: Identifiable { let id: UUID; var text: String; var sent: Date }
enum Inbox {
    static func messages(since date: Date) async -> [Message] { [] }
}
struct InboxView: View {
    @State private var messages: [Message] = []
    @State private var lastSync = Date.distantPast
    var body: some View {
        List(messages) { Text($0.text) }
            .refreshable { await sync() }
    }
    func sync() async {
        let new = await Inbox.messages(since: lastSync)
        lastSync = .now
        messages.append(contentsOf: new)
    }
}
