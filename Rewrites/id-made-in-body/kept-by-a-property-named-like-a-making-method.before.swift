import SwiftUI

struct Entry: Identifiable {
    let id = UUID()
    let title: String
}

final class Journal: ObservableObject {
    @Published var recent: [Entry] = []
    @Published var titles: [String] = []
    private var entries: [Entry] = []

    // Another member than the property `recent`: it makes new entries; the property keeps its own.
    func recent(limit: Int) -> [Entry] {
        titles.prefix(limit).map { Entry(title: $0) }
    }

    // The type's own samples are made anew; an instance's are the entries it keeps.
    static func samples() -> [Entry] {
        ["A", "B"].map { Entry(title: $0) }
    }

    func samples() -> [Entry] {
        entries.filter { !$0.title.isEmpty }
    }
}

// The property and the instance method keep their entries: their rows keep their ids (review probe).
struct JournalView: View {
    @ObservedObject var journal: Journal
    @State private var picked: Entry.ID?

    var body: some View {
        List(journal.recent, selection: $picked) { entry in
            Text(entry.title)
        }
        List(journal.samples(), selection: $picked) { entry in
            Text(entry.title)
        }
    }
}
