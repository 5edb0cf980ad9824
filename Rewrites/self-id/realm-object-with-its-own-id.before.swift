import RealmSwift
import SwiftUI

// `id` is the server's; drafts not yet uploaded all have 0. It replaces ObjectKeyIdentifiable's id.
final class Note: Object, ObjectKeyIdentifiable {
    @Persisted var id: Int = 0
    @Persisted var text: String = ""
}

struct NotesView: View {
    @ObservedResults(Note.self) var notes

    var body: some View {
        List {
            ForEach(notes, id: \.self) { note in
                Text(note.text)
            }
        }
    }
}
