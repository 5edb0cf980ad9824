import SwiftUI

// The composer edits its own draft, a copy held in `@State`, and appends it when done: no note
// the rows show is edited, so their ids never change while shown.
struct Note: Identifiable {
    var title: String
    var id: String { title }
}

struct NotesView: View {
    @State private var notes: [Note] = []
    @State private var draft = Note(title: "")

    var body: some View {
        List(notes) { note in
            Text(note.title)
        }
        Button("Add") {
            draft.title = "Untitled \(notes.count + 1)"
            notes.append(draft)
        }
    }
}
