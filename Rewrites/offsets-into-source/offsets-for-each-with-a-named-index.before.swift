import SwiftUI

// `offsets.forEach { index in … }` names each offset: removing `notes` at positions of the
// filtered rows removes other notes while a search is active.
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
            .onDelete { offsets in
                offsets.sorted(by: >).forEach { index in notes.remove(at: index) }
            }
        }
        .searchable(text: $searchText)
    }
}
