import SwiftUI

// A draft cache nests types of the rows' names: its `Draft` gets a new id, and a settings editor
// types into a `Settings.Note`'s title. Neither is the rows' type, so the rows are left alone.
struct Draft: Identifiable {
    var id = UUID()
    var text: String
}

struct Note: Identifiable {
    var title: String
    var id: String { title }
}

enum Cache {
    struct Draft {
        var id = UUID()
        mutating func invalidate() { id = UUID() }
    }
}

enum Settings {
    struct Note {
        var title: String
    }
}

struct DraftsView: View {
    @State private var drafts: [Draft] = []
    @State private var notes: [Note] = []

    var body: some View {
        List(drafts) { draft in Text(draft.text) }
        List(notes) { note in Text(note.title) }
    }
}

struct SettingsNoteEditor: View {
    @Binding var note: Settings.Note

    var body: some View {
        TextField("Title", text: $note.title)
    }
}
