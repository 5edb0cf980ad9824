import SwiftUI

// The rows are the notes a search lets through; the delete removes the note at the same position
// of all notes. While a search is active, a swipe deletes another note.
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
        }
        .searchable(text: $searchText)
    }

    func deleteNotes(at offsets: IndexSet) {
        let ids = Set(offsets.map { visibleNotes[$0].id })
        notes.removeAll { ids.contains($0.id) }
    }
}
