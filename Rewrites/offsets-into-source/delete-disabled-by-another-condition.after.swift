import SwiftUI

// Deleting is turned off only while the notes are locked, a condition the rows' filter does not read:
// while a search is active, a swipe still deletes another note.
struct Note: Identifiable {
    let id: UUID
    var title: String
}

struct NotesView: View {
    @State private var notes: [Note] = []
    @State private var searchText = ""
    @State private var isLocked = false

    var visibleNotes: [Note] {
        notes.filter { searchText.isEmpty || $0.title.contains(searchText) }
    }

    var body: some View {
        List {
            ForEach(visibleNotes) { note in
                Text(note.title)
            }
            .onDelete(perform: deleteNotes)
            .deleteDisabled(isLocked)
        }
        .searchable(text: $searchText)
    }

    func deleteNotes(at offsets: IndexSet) {
        let ids = Set(offsets.map { visibleNotes[$0].id })
        notes.removeAll { ids.contains($0.id) }
    }
}
