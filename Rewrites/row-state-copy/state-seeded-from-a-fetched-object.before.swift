import CoreData
import SwiftUI

final class CartItem: NSManagedObject {
    var title: String?
    var count: Int16 = 0
}

// Each row copies its item's count into the stepper's `@State` in its `init`. The fetched items
// change in place under the same rows (a sync from another device): the stepper keeps the first
// count, and its next tap writes that old number back.
struct CartRow: View {
    let item: CartItem
    @State private var count: Int

    init(item: CartItem) {
        self.item = item
        _count = State(initialValue: Int(item.count))
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
