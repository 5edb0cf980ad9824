import SwiftUI

// `if selectedFolders.contains("All") {` looks a value up in the getter's condition: the brace is the
// `if`'s body, not a closure run for each note. The getter sorts once per read, one pass a
// keystroke: silent.
struct Note: Identifiable {
    let id: Int
    var title: String
    var folder: String
}

struct NotesView: View {
    let notes: [Note]
    let selectedFolders: Set<String>
    @State private var searchText = ""

    private var visibleNotes: [Note] {
        if selectedFolders.contains("All") {
            return notes.sorted { $0.title < $1.title }
        }
        return notes.filter { selectedFolders.contains($0.folder) }
    }

    var body: some View {
        List {
            ForEach(visibleNotes) { note in
                Text(note.title)
            }
        }
        .searchable(text: $searchText)
    }
}
