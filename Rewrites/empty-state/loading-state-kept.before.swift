import SwiftUI

// `isLoading && items.isEmpty` stands for a load under way, not for an empty list.
struct Item: Identifiable {
    let id: UUID
    var name: String
}

struct Items: View {
    var items: [Item]
    var isLoading: Bool

    var body: some View {
        List {
            ForEach(items) { item in
                Text(item.name)
            }
        }
        .overlay {
            if isLoading && items.isEmpty {
                Text("Loading…")
            }
        }
    }
}
