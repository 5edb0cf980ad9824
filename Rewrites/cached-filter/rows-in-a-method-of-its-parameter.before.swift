import SwiftUI

struct Item: Identifiable, Equatable {
    let id: UUID
    var name: String
    var isDone: Bool
}

// The filter is of the method's own parameter: state of the view cannot hold it.
struct ItemList: View {
    var items: [Item]

    var body: some View {
        List {
            section(items)
        }
        .navigationTitle("Items")
    }

    func section(_ rows: [Item]) -> some View {
        ForEach(rows.filter { !$0.isDone }) { item in
            Text(item.name)
        }
    }
}
