import SwiftUI

// The project writes a `title`, but of a `Book`, and of a value whose type listfix cannot read:
// nothing shows a `Note`'s title edited, so its rows are left alone.
struct Note: Identifiable {
    var title: String
    var id: String { title }
}

struct Book {
    var title: String
}

struct NotesView: View {
    let notes: [Note]
    @State private var book = Book(title: "")

    var body: some View {
        List(notes) { note in
            Text(note.title)
        }
        .onAppear {
            book.title = "Notes"
        }
    }
}

func retitle<T>(_ value: inout T, _ apply: (inout T) -> Void) {
    apply(&value)
}
