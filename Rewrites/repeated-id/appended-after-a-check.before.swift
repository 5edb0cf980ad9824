import SwiftUI

final class TaskItem: ObservableObject {
    @Published var notes: [String] = []
    @Published var tags: [String] = []
}

// The add view checks for an equal note before it appends one, and appends a literal tag only
// where none is there yet: no two rows share an id.
struct AddNoteView: View {
    @ObservedObject var task: TaskItem
    @State private var newNoteText = ""

    var body: some View {
        VStack {
            TextField("New note", text: $newNoteText)
                .onSubmit(addNote)
            Button("Mark urgent", action: markUrgent)
        }
    }

    func addNote() {
        guard !task.notes.contains(newNoteText) else { return }
        task.notes.append(newNoteText)
    }

    func markUrgent() {
        if task.tags.firstIndex(of: "urgent") == nil {
            task.tags.append("urgent")
        }
    }
}

struct NoteList: View {
    @ObservedObject var task: TaskItem

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(task.notes, id: \.self) { note in
                Text(note)
            }
            ForEach(task.tags, id: \.self) { tag in
                Text(tag)
            }
            AddNoteView(task: task)
        }
    }
}
