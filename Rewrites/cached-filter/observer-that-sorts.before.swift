import SwiftUI

// The store sorts in `items`' observer, when the items are written, and keeps the result: reading
// `items` sorts nothing. Neither is a member that sorts, though the body runs on every keystroke.
struct NotesView: View {
    @ObservedObject var store: NoteStore
    @State private var draft = ""

    var body: some View {
        Form {
            TextField("Note", text: $draft)
            ForEach(store.items) { item in
                Text(item.name)
            }
        }
    }
}
