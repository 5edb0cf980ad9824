import SwiftUI

// `NotesModel.shared` is one object however often the view is made: nothing starts over. Silent.
struct Note: Identifiable {
    let id: UUID
    var title: String
}

final class NotesModel: ObservableObject {
    static let shared = NotesModel()

    @Published var notes: [Note] = []

    func load() {
        notes = [Note(id: UUID(), title: "First")]
    }
}

struct NotesList: View {
    @ObservedObject var model = NotesModel.shared

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

    var body: some View {
        VStack {
            Text("\(unread) unread")
            NotesList()
        }
    }
}
