import CoreData
import SwiftUI

final class CartItem: NSManagedObject {
    var title: String?
    var count: Int16 = 0
    var isArchived = false
}

// The rows are a getter that filters the fetch: the same objects, changing in place. The row's
// `@State` has a placeholder value, and its `init` replaces it with the item's count.
struct CartRow: View {
    let item: CartItem
    @State private var count: Int = 0

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

    private var currentItems: [CartItem] {
        items.filter { !$0.isArchived }
    }

    var body: some View {
        List {
            ForEach(currentItems, id: \.self) { (item: CartItem) in
                CartRow(item: item)
            }
        }
    }
}
