import SwiftUI

final class TaskItem: ObservableObject {
    @Published var title = ""
    @Published var notes: [String] = []
}

struct NoteDraft {
    var newNoteText = ""
}

// The add view appends whatever is typed; the notes list keys the notes by their text. A note typed
// twice is two rows with one id.
struct AddNoteView: View {
    @ObservedObject var task: TaskItem
    @State private var config = NoteDraft()

    var body: some View {
        TextField("New note", text: $config.newNoteText)
            .onSubmit(addNote)
    }

    func addNote() {
        guard !config.newNoteText.isEmpty else { return }
        task.notes.append(config.newNoteText)
        config.newNoteText = ""
    }
}

struct NoteList: View {
    @ObservedObject var task: TaskItem

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(task.notes, id: \.self) { note in
                Text(note)
            }
            AddNoteView(task: task)
        }
    }
}
