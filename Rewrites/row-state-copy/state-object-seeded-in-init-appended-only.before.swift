import SwiftUI

// The row's `init` builds its `@StateObject` from `note`, but notes are only ever added: no row's
// element changes under it, so the object it keeps is the right one.
struct Note: Identifiable {
    let id: UUID
    let text: String
}

final class NoteModel: ObservableObject {
    let note: Note
    init(note: Note) { self.note = note }
    var words: Int { note.text.split(separator: " ").count }
}

struct NoteRow: View {
    let note: Note
    @StateObject private var model: NoteModel

    init(note: Note) {
        self.note = note
        _model = StateObject(wrappedValue: NoteModel(note: note))
    }

    var body: some View {
        Text("\(model.words) words")
    }
}

struct NotesView: View {
    @State private var notes: [Note] = []

    var body: some View {
        List {
            ForEach(notes) { note in
                NoteRow(note: note)
            }
            Button("Add") {
                notes.append(Note(id: UUID(), text: "New note"))
            }
        }
    }
}
