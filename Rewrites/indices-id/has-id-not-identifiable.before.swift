import SwiftUI

struct Note: Hashable {
    var id: Int
    var text: String
}

struct NotesView: View {
    @Binding var notes: [Note]

    var body: some View {
        ForEach(notes.indices, id: \.self) { index in
            Text(notes[index].text)
        }
    }
}

extension NotesView {
    func remove(at offsets: IndexSet) {
        withAnimation { notes.remove(atOffsets: offsets) }
    }
}
