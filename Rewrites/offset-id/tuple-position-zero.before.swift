import SwiftUI

struct Entry: Identifiable {
    let id: UUID
    var line: String
}

// `\.0` is the tuple's first member, the same position as `\.offset`: the rows are keyed by where
// they stand, and a delete gives every row after it the identity of the one before.
struct EntriesView: View {
    @State private var entries: [Entry] = []

    var body: some View {
        List {
            ForEach(Array(entries.enumerated()), id: \.0) { index, entry in
                Text("\(index + 1). \(entry.line)")
            }
            .onDelete { entries.remove(atOffsets: $0) }
        }
    }
}
