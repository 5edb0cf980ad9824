import SwiftUI

// `map` keeps every position: an offset of the rows is the same offset of the notes.
struct Note: Identifiable {
    let id: UUID
    var title: String
}

struct Row: Identifiable {
    let id: UUID
    let label: String

    init(_ note: Note) {
        id = note.id
        label = note.title.uppercased()
    }
}

struct NotesView: View {
    @State private var notes: [Note] = []

    var rows: [Row] {
        notes.map(Row.init)
    }

    var body: some View {
        List {
            ForEach(rows) { row in
                Text(row.label)
            }
            .onDelete { notes.remove(atOffsets: $0) }
        }
    }
}
