import SwiftUI

// The rows are titles mapped from the notes, then sorted: their positions are not the notes', but
// no title is a note, and a fix by id would have no id to read. listfix follows a getter's chain
// through calls that keep the elements only (`filter`, `sorted`, `prefix`…): silent.
struct Note: Identifiable {
    let id: UUID
    var title: String
}

struct NotesView: View {
    @State private var notes: [Note] = []

    var titles: [String] { notes.map(\.title) }

    var sortedTitles: [String] {
        let all = titles
        return all.sorted()
    }

    var body: some View {
        List {
            ForEach(sortedTitles, id: \.self) { title in
                Text(title)
            }
            .onDelete(perform: delete)
        }
    }

    func delete(at offsets: IndexSet) {
        notes.remove(atOffsets: offsets)
    }
}
