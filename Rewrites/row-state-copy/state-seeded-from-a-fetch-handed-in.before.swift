import CoreData
import SwiftUI

final class CartItem: NSManagedObject {
    var title: String?
    var count: Int16 = 0
}

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

// The fetch is handed to another view (`let items: FetchedResults<CartItem>`): still the
// fetched objects, changing in place under the same rows.
struct CartList: View {
    let items: FetchedResults<CartItem>

    var body: some View {
        List {
            ForEach(items, id: \.self) { item in
                CartRow(item: item)
            }
        }
    }
}

struct CartView: View {
    @FetchRequest(sortDescriptors: [])
    private var items: FetchedResults<CartItem>

    var body: some View {
        CartList(items: items)
    }
}
