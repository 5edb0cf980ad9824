import SwiftUI

// The getter walks each note's own tags, not another list: one pass over the notes and their few
// tags per keystroke, which shows no hazard. A computed property has no automatic fix: silent.
struct Note: Identifiable {
    let id: Int
    var title: String
    var tags: [String]
}

struct NotesView: View {
    let notes: [Note]
    @State private var searchText = ""

    private var matching: [Note] {
        notes.filter { note in
            note.title.contains(searchText) || note.tags.contains(where: { $0.hasPrefix(searchText) })
        }
    }

    var body: some View {
        List {
            Text("\(matching.count) notes")
            ForEach(matching) { note in
                Text(note.title)
            }
        }
        .searchable(text: $searchText)
    }
}
