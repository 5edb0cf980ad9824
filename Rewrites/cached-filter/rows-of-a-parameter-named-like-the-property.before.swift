import SwiftUI

// The rows are `orderRows(_ orders:)`'s parameter, which shares its name with the computed
// property: the parameter is a section's orders, made once per body, and nothing is said.
struct Order: Identifiable {
    let id: Int
    var title: String
    var isReady: Bool
    var isArchived: Bool
}

enum Kitchen {
    static func orders() async -> [Order] { [] }
}

struct OrdersView: View {
    @State private var allOrders: [Order] = []
    @State private var searchText = ""

    var orders: [Order] {
        allOrders.filter { !$0.isArchived }
    }

    var body: some View {
        List {
            let ready = orders.filter(\.isReady)
            Section("Ready") {
                orderRows(ready)
            }
        }
        .searchable(text: $searchText)
        .task { allOrders = await Kitchen.orders() }
    }

    func orderRows(_ orders: [Order]) -> some View {
        ForEach(orders) { order in
            Text(order.title)
        }
    }
}
