import SwiftUI

// An iOS 13 target has no `@StateObject`: the warning stands, with no fix.
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
