import SwiftUI

// Deleting is turned off while a search filters the rows: the offsets reach `notes` only while the
// rows are all the notes, in their order. No swipe lands on another note today: a migration to
// removal by id, which does not depend on the guard (a note, with its fix).
struct Note: Identifiable {
    let id: UUID
    var title: String
}

struct NotesView: View {
    @State private var notes: [Note] = []
    @State private var searchText = ""

    var visibleNotes: [Note] {
        notes.filter { searchText.isEmpty || $0.title.contains(searchText) }
    }

    var body: some View {
        List {
            ForEach(visibleNotes) { note in
                Text(note.title)
            }
            .onDelete(perform: deleteNotes)
            .deleteDisabled(!searchText.isEmpty)
        }
        .searchable(text: $searchText)
    }

    func deleteNotes(at offsets: IndexSet) {
        notes.remove(atOffsets: offsets)
    }
}
