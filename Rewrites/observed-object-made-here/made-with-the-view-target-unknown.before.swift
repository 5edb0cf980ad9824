import SwiftUI

// The same view with no deployment target known: `@StateObject` needs iOS 14 or macOS 11, so the
// fix is unsafe, with that reason.
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
    @ObservedObject var model = NotesModel()

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
