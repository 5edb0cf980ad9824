import CoreData
import SwiftUI

final class CartItem: NSManagedObject {
    var title: String?
    var count: Int16 = 0
}

// The row observes its item (`@ObservedObject`), so it redraws when the item changes, but its `@State`
// keeps the count the `init` first copied.
struct CartRow: View {
    @ObservedObject var item: CartItem
    @State private var count: Int

    init(item: CartItem) {
        _item = ObservedObject(wrappedValue: item)
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
