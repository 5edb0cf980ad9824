import SwiftUI

struct Notice: Identifiable {
    let id: UUID
    var text: String
}

// The notices are only ever appended: no row's position moves, so keying by position is stable
// today; keying by the elements' ids is the migration (a note).
final class Notices: ObservableObject {
    @Published var items: [Notice] = []

    func post(_ text: String) {
        items.append(Notice(id: UUID(), text: text))
    }
}

struct NoticesView: View {
    @ObservedObject var notices: Notices

    var body: some View {
        List {
            ForEach(notices.items) { item in
                Text(item.text)
            }
        }
    }
}
