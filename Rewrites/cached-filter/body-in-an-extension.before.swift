import SwiftUI

struct Item: Identifiable, Equatable {
    let id: UUID
    var name: String
    var isDone: Bool
}

struct ItemList: View {
    var items: [Item]
}

// `body` is in an extension, which cannot hold the cache's `@State`: no fix, and with nothing shown
// to run the body often, nothing to say.
extension ItemList {
    var body: some View {
        List {
            ForEach(items.filter { $0.isDone }) { item in
                Text(item.name)
            }
        }
        .navigationTitle("Items")
    }
}
