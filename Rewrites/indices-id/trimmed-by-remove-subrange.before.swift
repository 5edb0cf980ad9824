import SwiftUI

struct Notice: Identifiable {
    let id: UUID
    var text: String
}

// The oldest notices are trimmed with `removeSubrange`, one of the standard library's mutating
// methods: every later row shifts to a new position, so rows keyed by position change identity.
final class Notices: ObservableObject {
    @Published var items: [Notice] = []

    func post(_ text: String) {
        items.append(Notice(id: UUID(), text: text))
        if items.count > 50 { items.removeSubrange(0..<10) }
    }
}

struct NoticesView: View {
    @ObservedObject var notices: Notices

    var body: some View {
        List {
            ForEach(notices.items.indices, id: \.self) { i in
                Text(notices.items[i].text)
            }
        }
    }
}
