import SwiftUI

// `let notes = visibleNotes` names the rows themselves: the offsets index what the rows show, and
// each note is then removed by id. Silent.
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

    private func deleteNotes(at offsets: IndexSet) {
        let notes = visibleNotes
        for index in offsets {
            remove(notes[index])
        }
    }

    private func remove(_ note: Note) {
        notes.removeAll { $0.id == note.id }
    }
}
