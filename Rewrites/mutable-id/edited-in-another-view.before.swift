import SwiftUI

// The rows show notes keyed by their title; the editor, handed one note as a binding, types into
// that title: every keystroke gives the note a new id, and its row is removed and inserted again.
struct Note: Identifiable {
    var title: String
    var body: String
    var id: String { title }
}

struct NotesView: View {
    @State private var notes: [Note] = []

    var body: some View {
        List(notes) { note in
            Text(note.title)
        }
    }
}

struct NoteEditor: View {
    @Binding var note: Note

    var body: some View {
        Form {
            TextField("Title", text: $note.title)
            TextField("Body", text: $note.body)
        }
    }
}
