import SwiftUI

struct Order: Identifiable {
    let id: String
    var total: Double
}

final class OrderStore: ObservableObject {
    @Published var orders: [Order] = []

    func add(_ order: Order) { orders.insert(order, at: 0) }
}

struct OrdersView: View {
    @ObservedObject var store: OrderStore

    var body: some View {
        List {
            ForEach(
                Array(store.orders.enumerated()),
                id: \.element.id
            ) { index, order in
                Text("#\(index): \(order.total)")
            }
        }
    }
}
