import SwiftUI

// The getter is both the rows here and handed to another view: one finding, on the rows.
struct Doc: Identifiable { let id: UUID; var name: String; var starred: Bool }
struct ShareBar: View {
    let docs: [Doc]
    var body: some View { Text("\(docs.count) to share") }
}
struct DocsView: View {
    @State private var docs: [Doc] = []
    @State private var note = ""
    private var starred: [Doc] { docs.filter(\.starred) }
    var body: some View {
        VStack {
            TextField("Note", text: $note)
            List(starred) { Text($0.name) }
            ShareBar(docs: starred)
        }
        .task { docs = [] }
    }
}
