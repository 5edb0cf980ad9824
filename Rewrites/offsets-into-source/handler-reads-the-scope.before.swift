import SwiftUI

// The getter chooses by `scope`, and so does the delete: it applies the offsets to `notes` only
// while the rows are `notes`, and removes by id otherwise. Which branch runs when is not followed:
// silent.
struct Note: Identifiable {
    let id: UUID
    var title: String
    var isStarred: Bool
}

enum Scope {
    case all, starred
}

struct NotesView: View {
    @State private var notes: [Note] = []
    @State private var scope = Scope.all

    var rows: [Note] {
        switch scope {
        case .all: return notes
        case .starred: return notes.filter { $0.isStarred }
        }
    }

    var body: some View {
        List {
            ForEach(rows) { note in
                Text(note.title)
            }
            .onDelete(perform: delete)
        }
    }

    func delete(at offsets: IndexSet) {
        switch scope {
        case .all:
            notes.remove(atOffsets: offsets)
        case .starred:
            let ids = Set(offsets.map { rows[$0].id })
            notes.removeAll { ids.contains($0.id) }
        }
    }
}
