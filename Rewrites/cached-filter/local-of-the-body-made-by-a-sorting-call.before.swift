import SwiftUI

// `ranked`, a `let` of the body, is made by a ranking of another file that sorts: on every
// keystroke of the note. The rows inside the groups read their own `recents`, another local of
// that name: nothing is said of them.
struct RankedView: View {
    @State private var entries: [Entry] = []
    @State private var shelves: [Shelf] = []
    @State private var note = ""

    var body: some View {
        let ranked = EntryRanking.top(entries)
        Form {
            TextField("Note", text: $note)
            ForEach(ranked) { entry in
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
