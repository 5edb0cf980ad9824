import SwiftUI

// The getter hides the finished notes only while `hideDone` is on, and the handler asks the same
// flag: it removes by position only when the rows are all the notes. Silent.
struct Note: Identifiable {
    let id: UUID
    var title: String
    var done: Bool
}

struct NotesView: View {
    @State private var notes: [Note] = []
    @State private var hideDone = false

    var shown: [Note] {
        var result = notes
        if hideDone {
            result = result.filter { !$0.done }
        }
        return result
    }

    var body: some View {
        List {
            ForEach(shown) { note in
                Text(note.title)
            }
            .onDelete(perform: delete)
        }
    }

    func delete(at offsets: IndexSet) {
        if hideDone {
            let ids = Set(offsets.map { shown[$0].id })
            notes.removeAll { ids.contains($0.id) }
        } else {
            notes.remove(atOffsets: offsets)
        }
    }
}
