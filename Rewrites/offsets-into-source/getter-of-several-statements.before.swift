import SwiftUI

// The getter copies the notes into a local, narrows it by the search and the flag, and sorts what
// is left: the rows' positions are not the notes' positions, and the delete applies them to
// the notes.
struct Note: Identifiable {
    let id: UUID
    var title: String
    var isStarred: Bool
}

struct NotesView: View {
    @State private var notes: [Note] = []
    @State private var searchText = ""
    @State private var starredOnly = false

    var visibleNotes: [Note] {
        var result: [Note]
        if searchText.isEmpty {
            result = notes
        } else {
            result = notes.filter { $0.title.contains(searchText) }
        }
        if starredOnly {
            result = result.filter(\.isStarred)
        }
        return result.sorted { $0.title < $1.title }
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

    func deleteNotes(at offsets: IndexSet) {
        notes.remove(atOffsets: offsets)
    }
}
