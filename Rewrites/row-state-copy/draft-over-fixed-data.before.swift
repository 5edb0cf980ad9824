import SwiftUI

struct Mode: Identifiable {
    let id: UUID
    var name: String
}

// The row edits a draft and hands it back through a callback: the list's data is a `let` the row
// could not bind to, so the copy loses nothing.
struct ModeRow: View {
    @State var mode: Mode
    let onRename: (String) -> Void

    var body: some View {
        TextField("Name", text: $mode.name)
            .onSubmit { onRename(mode.name) }
    }
}

struct ModesView: View {
    let modes: [Mode]
    let rename: (UUID, String) -> Void

    var body: some View {
        List {
            ForEach(modes) { mode in
                ModeRow(mode: mode, onRename: { rename(mode.id, $0) })
            }
        }
    }
}
