import SwiftUI

struct Entry: Identifiable {
    let id: UUID
    var title: String
    var note: String?
    var isPinned: Bool
}

struct EntriesList: View {
    var entries: [Entry]

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 16) {
                ForEach(entries) { entry in
                    if entry.isPinned {
                        Text(entry.title)
                    }
                    if let note = entry.note {
                        Text(note)
                    }
                }
            }
        }
    }
}
