import SwiftUI

struct Note: Identifiable {
    let id: UUID
    var text: String
}

struct NoteRow: View {
    var note: Note

    var body: some View {
        Text(note.text)
            .padding(.vertical, 8)
    }
}

struct NotesList: View {
    var notes: [Note]

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(notes) { note in
                    VStack(spacing: 0) {
                        NoteRow(note: note)
                        if note.id != notes.last?.id {
                            Divider()
                        }
                    }
                }
            }
        }
    }
}
