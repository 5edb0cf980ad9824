import SwiftUI

struct Note: Identifiable {
    var title: String
    var body: String

    var id: String { title }
}

struct NotesView: View {
    @State private var notes: [Note] = []

    var body: some View {
        List {
            ForEach($notes) { $note in
                TextField("Title", text: $note.title)
            }
        }
    }
}
