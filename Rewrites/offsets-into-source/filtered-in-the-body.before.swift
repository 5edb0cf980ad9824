import SwiftUI

// The body splits the sorted notes into pinned and other rows; each section's delete looks the
// note up by that position in all the notes. A swipe on a pinned note deletes whichever note
// stands at its position among all of them.
struct Note: Identifiable {
    let id: UUID
    var title: String
    var isPinned: Bool
}

struct NotesView: View {
    @State private var notes: [Note] = []

    private var sortedNotes: [Note] {
        let result = notes
        return result.sorted { $0.title < $1.title }
    }

    var body: some View {
        List {
            let pinned = sortedNotes.filter(\.isPinned)
            let others = sortedNotes.filter { !$0.isPinned }
            Section("Pinned") {
                ForEach(pinned) { note in
                    Text(note.title)
                }
                .onDelete(perform: delete)
            }
            Section("Notes") {
                ForEach(others) { note in
                    Text(note.title)
                }
                .onDelete(perform: delete)
            }
        }
    }

    private func delete(at offsets: IndexSet) {
        for index in offsets {
            let note = notes[index]
            print("Deleting \(note.title)")
            notes.removeAll { $0.id == note.id }
        }
    }
}
