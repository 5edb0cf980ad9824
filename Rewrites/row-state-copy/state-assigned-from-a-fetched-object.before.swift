import CoreData
import SwiftUI

final class CartItem: NSManagedObject {
    var title: String?
    var count: Int16 = 0
}

// `self.count = …` in the `init` gives the `@State` its first value, as `_count = State(initialValue: …)`
// does: the same copy of the fetched item, kept by the row while the item changes.
struct CartRow: View {
    let item: CartItem
    @State private var count: Int

    init(item: CartItem) {
        self.item = item
        self.count = Int(item.count)
    }

    var body: some View {
        Stepper("\(item.title ?? "") (\(count))", value: $count, in: 0...100)
    }
}

struct CartView: View {
    @FetchRequest(sortDescriptors: [])
    private var items: FetchedResults<CartItem>

    var body: some View {
        List {
            ForEach(items, id: \.self) { item in
                CartRow(item: item)
            }
        }
    }
}
