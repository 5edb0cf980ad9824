import SwiftUI

struct LogEntry: Identifiable, Equatable {
    let id = UUID()
    let message: String
}

// The getter makes the entries: each read gives them new ids, so keying rows by `\.element.id`
// would rebuild every row on every body. The fix is unsafe, and with nothing shown to go wrong
// there is no note.
struct LogScreen: View {
    @State private var messages = [String]()

    private var shownEntries: [LogEntry] {
        messages.map { LogEntry(message: $0) }
    }

    var body: some View {
        List {
            ForEach(Array(shownEntries.enumerated()), id: \.offset) { index, entry in
                Text("\(index + 1). \(entry.message)")
            }
        }
    }

    func load(_ new: [String]) {
        messages = new
    }
}
