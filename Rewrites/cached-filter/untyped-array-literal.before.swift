import SwiftUI

struct Row: Identifiable {
    let id: Int
    var name: String
    var done: Bool

    static func make(_ id: Int) -> Row { Row(id: id, name: "Row \(id)", done: false) }
}

// The rows' type is not written (`[Row.make(1)]`): an array, whose element type listfix cannot
// tell, so it cannot declare the cached copy's type. The finding has no fix.
struct RowsView: View {
    @State private var rows = [Row.make(1), Row.make(2)]

    var body: some View {
        VStack {
            List {
                ForEach(rows.filter { !$0.done }) { row in
                    Text(row.name)
                }
            }
            Button("Add") {
                rows.append(Row.make(rows.count + 1))
            }
        }
    }
}
