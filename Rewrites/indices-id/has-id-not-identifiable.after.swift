import SwiftUI

struct Note: Hashable {
    var id: Int
    var text: String
}

struct NotesView: View {
    @Binding var notes: [Note]

    var body: some View {
        ForEach(notes, id: \.id) { note in
            Text(note.text)
        }
    }
}

extension NotesView {
    func remove(at offsets: IndexSet) {
        withAnimation { notes.remove(atOffsets: offsets) }
    }
}
