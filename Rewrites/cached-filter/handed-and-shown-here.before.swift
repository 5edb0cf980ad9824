import SwiftUI

// The getter, which walks the shared list for each doc, is both the rows here and handed to
// another view: one finding, on the rows.
struct Doc: Identifiable { let id: UUID; var name: String; var starred: Bool }
struct ShareBar: View {
    let docs: [Doc]
    var body: some View { Text("\(docs.count) to share") }
}
struct DocsView: View {
    @State private var docs: [Doc] = []
    @State private var note = ""
    @State private var shared: [UUID] = []
    private var starred: [Doc] { docs.filter { doc in doc.starred && !shared.contains(where: { $0 == doc.id }) } }
    var body: some View {
        VStack {
            TextField("Note", text: $note)
            List(starred) { Text($0.name) }
            ShareBar(docs: starred)
        }
        .task { docs = [] }
    }
}
