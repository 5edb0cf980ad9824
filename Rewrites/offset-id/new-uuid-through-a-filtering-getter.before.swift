import SwiftUI

struct LogEntry: Identifiable, Equatable {
    let id = UUID()
    let message: String
}

// `id` is a new `UUID()` for every entry made, and the entries are made once, into state: the
// getter only filters them, so each keeps its id from one body to the next.
struct LogScreen: View {
    @State private var entries = [LogEntry]()
    @State private var errorsOnly = false

    private var shownEntries: [LogEntry] {
        if errorsOnly {
            let prefix = "E"
            return entries.filter { $0.message.hasPrefix(prefix) }
        } else {
            return entries
        }
    }

    var body: some View {
        List {
            ForEach(Array(shownEntries.enumerated()), id: \.offset) { index, entry in
                Text("\(index + 1). \(entry.message)")
            }
        }
    }

    func load(_ messages: [String]) {
        entries = messages.map { LogEntry(message: $0) }
    }
}
