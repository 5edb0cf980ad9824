import SwiftUI

// The rows come from a getter that is one `if` expression: all notes, or the starred ones. The
// move applies the rows' offsets to all notes: while only starred notes show, a drag moves another
// note.
struct Note: Identifiable {
    let id: UUID
    var title: String
    var isStarred = false
}

struct NotesView: View {
    @State private var notes: [Note] = []
    @State private var starredOnly = false

    var shownNotes: [Note] {
        if starredOnly { notes.filter(\.isStarred) } else { notes }
    }

    var body: some View {
        List {
            ForEach(shownNotes) { note in
                Text(note.title)
            }
            .onMove(perform: move)
        }
        .toolbar { Toggle("Starred", isOn: $starredOnly) }
    }

    func move(from source: IndexSet, to destination: Int) {
        notes.move(fromOffsets: source, toOffset: destination)
    }
}
