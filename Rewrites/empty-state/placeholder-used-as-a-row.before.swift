import SwiftUI

struct Item: Identifiable {
    let id: UUID
    var name: String
}

struct Items: View {
    var items: [Item]

    var body: some View {
        List {
            ForEach(items) { item in
                Text(item.name)
            }
            placeholder
        }
    }

    @ViewBuilder var placeholder: some View {
        if items.isEmpty {
            Text("No items")
        }
    }
}
