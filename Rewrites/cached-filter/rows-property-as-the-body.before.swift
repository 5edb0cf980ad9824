import SwiftUI

struct Item: Identifiable, Equatable {
    let id: UUID
    var name: String
    var isDone: Bool
}

// The body is the rows' property, which is the `ForEach` itself: the refresh would be a modifier of
// every row, run by none while the cache is empty. No fix, and with nothing shown to run the body
// often, nothing to say.
struct ItemList: View {
    var items: [Item]

    var body: some View {
        rows
    }

    var rows: some View {
        ForEach(items.filter { $0.isDone }) { item in
            Text(item.name)
        }
    }
}
