import SwiftUI

// The handler takes the one offset among the sorted rows, then finds that note in all notes and
// removes it there: `index` is bound again to the note's own position. Right; silent.
struct Note: Identifiable, Equatable {
    let id: UUID
    var title: String
}

struct NotesView: View {
    @State private var notes: [Note] = []

    var notesByTitle: [Note] {
        notes.sorted { $0.title < $1.title }
    }

    var body: some View {
        List {
            ForEach(notesByTitle) { note in
                Text(note.title)
            }
            .onDelete(perform: deleteNote)
        }
    }

    func deleteNote(at offsets: IndexSet) {
        guard let index = offsets.first else { return }
        let note = notesByTitle[index]
        if let index = notes.firstIndex(of: note) {
            notes.remove(at: index)
        }
    }
}
