import SwiftUI

// `recents`, bound by the `if`, is made by a ranking of another file that sorts: on every keystroke
// of the note. The rows inside the shelves read their own `recents`, a local of the shelf's closure
// with the same name: nothing is said of them.
struct RankedView: View {
    @State private var entries: [Entry] = []
    @State private var shelves: [Shelf] = []
    @State private var note = ""

    var body: some View {
        Form {
            TextField("Note", text: $note)
            if let recents = try? EntryRanking.top(entries), !recents.isEmpty {
                ForEach(recents) { entry in
                    Text(entry.name)
                }
                ForEach(shelves) { shelf in
                    let recents = shelf.recents
                    ForEach(recents) { entry in
                        Text(entry.name)
                    }
                }
            }
        }
    }
}
