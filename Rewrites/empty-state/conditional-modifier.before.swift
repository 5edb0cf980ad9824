import SwiftUI

struct Item: Identifiable {
    let id: UUID
    var name: String
}

struct Items: View {
    var items: [Item]
    var isLoading: Bool

    var body: some View {
        List(items) { item in
            Text(item.name)
        }
        .overlay {
            if items.isEmpty {
                Text("No items")
                    .opacity(isLoading ? 0 : 1)
            }
        }
    }
}
