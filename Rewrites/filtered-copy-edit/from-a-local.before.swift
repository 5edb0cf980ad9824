import SwiftUI

struct Snippet: Identifiable, Equatable {
    let id: UUID
    var name: String

    init?(record: [String: String]) {
        guard let name = record["name"] else { return nil }
        id = UUID()
        self.name = name
    }
}

// The copy is built from a local value made for it, and saved back when it changes: it is the
// list's own data, and its edits are not lost.
struct SnippetsView: View {
    @State private var snippets: [Snippet] = []

    var body: some View {
        List {
            ForEach($snippets) { $snippet in
                TextField("Name", text: $snippet.name)
            }
        }
        .onAppear {
            let records = UserDefaults.standard.array(forKey: "snippets") as? [[String: String]] ?? []
            snippets = records.compactMap(Snippet.init(record:))
        }
        .onChange(of: snippets) { _ in
            UserDefaults.standard.set(snippets.map { ["name": $0.name] }, forKey: "snippets")
        }
    }
}
