import SwiftUI

struct ItemsTable: View {
    var items: [Item]

    var body: some View {
        Table(items) {
            TableColumn("Name", value: \.name)
        }
    }
}

// A type declared inside a function is local to it: this `Item` is not the rows' `Item`.
func sortsByName() -> Bool {
    struct Item {
        var name: String
    }
    let sorted = [Item(name: "b"), Item(name: "a")].sorted { $0.name < $1.name }
    return sorted.first?.name == "a"
}
