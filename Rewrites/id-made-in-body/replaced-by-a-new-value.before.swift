import SwiftUI

// A rename builds a new `FoundFile`, whose `id` defaults to `UUID()`, and puts it where the old one
// was: the selected row gets a new identity while it is shown, and the table's selection, which
// holds the old id, no longer matches any row.
struct FoundFile: Identifiable, Hashable {
    let id = UUID()
    let name: String
}

struct SearchResults: View {
    @State private var results: [FoundFile] = []
    @State private var selection = Set<FoundFile.ID>()

    private var sortedResults: [FoundFile] {
        results.sorted { $0.name < $1.name }
    }

    var body: some View {
        Table(sortedResults, selection: $selection) {
            TableColumn("Name", value: \.name)
        }
    }

    func rename(_ file: FoundFile, to newName: String) {
        if let index = results.firstIndex(where: { $0.id == file.id }) {
            let renamed = FoundFile(name: newName)
            results[index] = renamed
        }
    }
}
