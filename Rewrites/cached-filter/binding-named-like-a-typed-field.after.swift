import SwiftUI

struct Note: Identifiable, Equatable {
    let id: UUID
    var title: String
    var isPinned: Bool
}

// `SearchBar` binds its own `query` as a field's text, but nothing hands a `$query` down to
// `PinnedNotes` under that name: the name alone proves nothing of how often `PinnedNotes`' body
// runs. Its filter is a note (the migration), not a warning.
struct SearchBar: View {
    @State private var query = ""

    var body: some View {
        TextField("Search", text: $query)
    }
}

struct PinnedNotes: View {
    let notes: [Note]
    @Binding var query: String
    @State private var pinnedNotes: [Note] = []

    var body: some View {
        List {
            Text(query)
            ForEach(pinnedNotes) { note in
                Text(note.title)
            }
        }
        .onChange(of: notes, initial: true) { _, newNotes in
            pinnedNotes = newNotes.filter { $0.isPinned }
        }
    }
}
