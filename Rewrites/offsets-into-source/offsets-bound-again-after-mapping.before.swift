import SwiftUI

// The handler maps the offsets through the filtered rows into positions of all notes, under the
// same name, before it removes: right. Silent (an earlier build took the mapped offsets for the
// rows' and offered a fix that mapped them twice).
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
                let offsets = IndexSet(offsets.compactMap { row in notes.firstIndex { $0.id == visibleNotes[row].id } })
                notes.remove(atOffsets: offsets)
            }
        }
        .searchable(text: $searchText)
    }
}
