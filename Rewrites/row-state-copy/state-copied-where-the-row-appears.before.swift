import SwiftUI

// Each order row copies its order's note into the note field's `@State` where the row appears.
// A pull to refresh fills the orders again under the same ids: an order whose note changed on
// the server keeps the old note in its field, and `.onAppear` does not run for a row already shown.
struct Order: Identifiable, Hashable {
    let id: UUID
    var note: String
    var quantity: Int
}

@Observable final class OrderStore {
    var orders: [Order] = []

    func reload() async {
        orders = await fetch()
    }

    func fetch() async -> [Order] { [] }
}

struct OrderRow: View {
    let order: Order
    @State private var note = ""

    var body: some View {
        TextField("Note", text: $note)
            .onAppear {
                note = order.note
            }
    }
}

struct OrdersView: View {
    @State private var store = OrderStore()

    var body: some View {
        List {
            ForEach(store.orders) { order in
                OrderRow(order: order)
            }
        }
        .refreshable { await store.reload() }
    }
}
