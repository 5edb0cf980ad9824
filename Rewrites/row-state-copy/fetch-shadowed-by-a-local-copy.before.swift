import CoreData
import SwiftUI

final class CartItem: NSManagedObject {
    var title: String?
    var count: Int16 = 0
}

struct ItemSnapshot: Hashable {
    var title: String
    var count: Int
}

struct SnapshotRow: View {
    let item: ItemSnapshot
    @State private var count: Int

    init(item: ItemSnapshot) {
        self.item = item
        _count = State(initialValue: item.count)
    }

    var body: some View {
        Stepper("\(item.title) (\(count))", value: $count, in: 0...100)
    }
}

// The local `items` (value snapshots keyed by themselves) shadows the fetch.
struct CartView: View {
    @FetchRequest(sortDescriptors: [])
    private var items: FetchedResults<CartItem>

    var body: some View {
        let items = self.items.map { ItemSnapshot(title: $0.title ?? "", count: Int($0.count)) }
        return List {
            ForEach(items, id: \.self) { item in
                SnapshotRow(item: item)
            }
        }
    }
}
