import SwiftUI

struct Item: Identifiable {
    let id: UUID
    var name: String
}

struct Items: View {
    @State private var items: [Item] = []

    var body: some View {
        if items.isEmpty {
            VStack {
                Text("No items")
                Button("Add one") {
                    items.append(Item(id: UUID(), name: "New"))
                }
            }
        } else {
            List(items) { item in
                Text(item.name)
            }
        }
    }
}
