import SwiftUI

// The parent owns the model and hands it in: an `@ObservedObject` as meant. Silent.
struct Note: Identifiable {
    let id: UUID
    var title: String
}

final class NotesModel: ObservableObject {
    @Published var notes: [Note] = []

    func load() {
        notes = [Note(id: UUID(), title: "First")]
    }
}

struct NotesList: View {
    @ObservedObject var model: NotesModel

    var body: some View {
        List {
            ForEach(model.notes) { note in
                Text(note.title)
            }
        }
        .onAppear { model.load() }
    }
}

struct HomeView: View {
    @State private var unread = 0
    @StateObject private var notes = NotesModel()

    var body: some View {
        VStack {
            Text("\(unread) unread")
            NotesList(model: notes)
        }
    }
}
