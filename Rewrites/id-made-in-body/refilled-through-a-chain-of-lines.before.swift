import SwiftUI

struct KeyValueItem: Identifiable {
    let id = UUID()
    let key: String
    let value: String
}

// The table's rows are rebuilt from the dictionary on each change, through a chain written one call
// per line: every edit gives every row a new id, and the selection, a set of ids, matches none of
// them (read on CodeEdit's key-value table).
struct KeyValueTable: View {
    @Binding var items: [String: String]
    @State private var selection: Set<UUID> = []
    @State private var tableItems: [KeyValueItem] = []

    var body: some View {
        Table(tableItems, selection: $selection) {
            TableColumn("Key") { item in
                Text(item.key)
            }
            TableColumn("Value") { item in
                Text(item.value)
            }
        }
        .onAppear { updateTableItems() }
        .onChange(of: items) { _, _ in
            updateTableItems()
        }
    }

    private func updateTableItems() {
        tableItems = items
            .sorted { $0.key < $1.key }
            .map { KeyValueItem(key: $0.key, value: $0.value) }
    }
}
