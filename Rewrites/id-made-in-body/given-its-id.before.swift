import SwiftUI

struct Entry: Identifiable {
    let id: UUID
    var title: String
}

struct Row: Identifiable {
    var id = UUID()
    var title: String
}

struct Model {
    var entries: [Entry] = []
    var rows: [Row] { entries.map { Row(id: $0.id, title: $0.title) } }
}

struct RowsView: View {
    let model: Model
    let entries: [Entry]

    var body: some View {
        List(model.rows) { row in
            Text(row.title)
        }
        List(entries.map { Row(id: $0.id, title: $0.title) }) { row in
            Text(row.title)
        }
    }
}
