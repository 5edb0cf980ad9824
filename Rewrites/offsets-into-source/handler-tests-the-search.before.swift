import SwiftUI

// The handler removes by position only while the search is empty, when the rows are all the
// notes in their order, and by id otherwise. Right today: a migration to removal by id on both
// paths (a note, with its fix).
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
            .onDelete { offsets in
                if searchText.isEmpty {
                    notes.remove(atOffsets: offsets)
                } else {
                    let ids = Set(offsets.map { visibleNotes[$0].id })
                    notes.removeAll { ids.contains($0.id) }
                }
            }
        }
        .searchable(text: $searchText)
    }
}
