import SwiftUI

// The getter gives the archived notes or the sorted inbox: which one the rows are is the
// getter's choice, and the delete applies the offsets to the inbox. listfix does not follow a
// choice between two collections through locals: silent.
struct Note: Identifiable {
    let id: UUID
    var title: String
}

struct NotesView: View {
    @State private var inbox: [Note] = []
    @State private var archive: [Note] = []
    @State private var showsArchive = false

    var visibleNotes: [Note] {
        var result = inbox
        if showsArchive {
            result = archive
        }
        return result.sorted { $0.title < $1.title }
    }

    var body: some View {
        List {
            ForEach(visibleNotes) { note in
                Text(note.title)
            }
            .onDelete { offsets in
                inbox.remove(atOffsets: offsets)
            }
        }
    }
}
