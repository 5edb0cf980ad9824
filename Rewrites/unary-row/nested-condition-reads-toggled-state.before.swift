import SwiftUI

// The row's inner `if` reads a flag a toggle writes: each toggle changes which rows have a view,
// and SwiftUI evaluates every row's body to find them. What decides a row's count is read at any
// depth of its branches.
struct Note: Identifiable {
    let id: Int
    var title: String
    var isPinned: Bool
    var done: Bool
}

struct PinnedNotes: View {
    let notes: [Note]
    @State private var showDone = true

    var body: some View {
        List {
            ForEach(notes) { note in
                if note.isPinned {
                    if showDone || !note.done {
                        Text(note.title)
                    }
                }
            }
        }
        .toolbar { Toggle("Done", isOn: $showDone) }
    }
}
