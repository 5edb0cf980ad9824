import SwiftUI

// The list's model is made by the view it feeds, as an `@ObservedObject`: each time the parent's
// body runs (a tab picked, a badge counted), SwiftUI gets a new `NotesList` value with a new, empty
// model, and the rows start over. `@StateObject` keeps the first model for the view's life.
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
    @StateObject var model = NotesModel()

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
