import SwiftUI

struct Item: Identifiable {
    let id: UUID
    var name: String
}

struct Items: View {
    var items: [Item]

    var body: some View {
        VStack {
            status
            List(items) { item in
                Text(item.name)
            }
        }
    }

    var status: some View {
        if items.isEmpty {
            Text("No items")
        } else {
            Text("\(items.count) items")
        }
    }
}
