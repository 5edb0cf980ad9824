import SwiftUI

// A top-level `Item` that is not Identifiable...
struct Item {
    var title: String
}

struct Conflict: Identifiable {
    let id: UUID
    var path: String
}

// ...but in this view `Item` names `Conflict`, which is: Swift looks the name up from the
// view's body outwards, and the nested alias comes first.
struct ConflictsTable: View {
    typealias Item = Conflict

    var items: [Item]

    var body: some View {
        Table(items) {
            TableColumn("Path", value: \.path)
        }
    }
}
