import SwiftUI

// Each order row copies its order's note into the note field's `@State` where the row appears,
// and copies it again when the order changes: a refresh under the same ids reaches the field.
// Nothing goes stale, so there is nothing to say.
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
            .onChange(of: order) {
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
