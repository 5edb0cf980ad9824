import SwiftUI

struct Note: Identifiable {
    let id: UUID
    var title: String
}

struct NoteDetail: View {
    let note: Note
    @Binding var showDelete: Bool

    var body: some View {
        Text(note.title)
            .alert("Delete?", isPresented: $showDelete) {
                Button("Delete", role: .destructive) { print(note.id) }
            }
    }
}

struct NotesView: View {
    let notes: [Note]
    @State private var showDelete = false

    var body: some View {
        NavigationStack {
            List(notes) { note in
                // The detail is made only once it is pushed, one at a time.
                NavigationLink {
                    NoteDetail(note: note, showDelete: $showDelete)
                } label: {
                    Text(note.title)
                }
            }
        }
    }
}
