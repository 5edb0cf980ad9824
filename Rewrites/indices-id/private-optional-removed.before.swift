import SwiftUI

struct Item: Identifiable {
    let id = UUID()
    var name: String
}

// `items?.remove(at:)` removes from the optional's array: the rows shift.
struct ItemsView: View {
    @State private var items: [Item]? = []

    var body: some View {
        List {
            if let items {
                ForEach(items.indices, id: \.self) { i in
                    Text(items[i].name)
                }
            }
            Button("Drop first") {
                withAnimation { _ = items?.remove(at: 0) }
            }
        }
    }
}
