import SwiftUI

// Each `case` of the getter's `switch` assigns on its own line: the sorted notes are still a
// re-ordered view of the notes, and the delete applies the rows' positions to the notes.
struct Note: Identifiable {
    let id: UUID
    var title: String
    var date: Date
}

enum NoteOrder { case title, date }

struct NotesView: View {
    @State private var notes: [Note] = []
    @State private var order = NoteOrder.title

    var shown: [Note] {
        var result = notes
        switch order {
        case .title: result = result.sorted { $0.title < $1.title }
        case .date: result = result.sorted { $0.date < $1.date }
        }
        return result
    }

    var body: some View {
        List {
            ForEach(shown) { note in
                Text(note.title)
            }
            .onDelete { offsets in
                notes.remove(atOffsets: offsets)
            }
        }
    }
}
