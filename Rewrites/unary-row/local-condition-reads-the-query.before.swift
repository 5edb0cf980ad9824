import SwiftUI

// The row's condition reads a local made from the search text: each keystroke changes which rows
// have a view. The locals a condition reads count as the condition.
struct Note: Identifiable {
    let id: Int
    var title: String
}

struct SearchedNotes: View {
    let notes: [Note]
    @State private var query = ""

    var body: some View {
        List {
            ForEach(notes) { note in
                let visible = query.isEmpty || note.title.contains(query)
                if visible {
                    Text(note.title)
                }
            }
        }
        .searchable(text: $query)
    }
}
