import SwiftUI

struct Entry: Identifiable {
    let id = UUID()
    let title: String
}

final class Journal: ObservableObject {
    @Published var entries: [Entry] = []
    @Published var drafts: [String] = []

    func list() -> [Entry] {
        entries
    }

    func list(drafts: Bool) -> [Entry] {
        self.drafts.map { Entry(title: $0) }
    }
}

// `list()` returns the entries it keeps; `list(drafts:)`, another method, makes new ones: the call
// names the first (review probe).
struct JournalView: View {
    @ObservedObject var journal: Journal
    @State private var picked: Entry.ID?
    var body: some View {
        List(journal.list(), selection: $picked) { entry in
            Text(entry.title)
        }
    }
}
