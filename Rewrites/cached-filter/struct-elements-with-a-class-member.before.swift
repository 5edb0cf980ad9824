import SwiftUI

// `Shipment` is a struct, but its `==` compares its `crate`, a class, by instance: a crate marked
// delivered in place leaves every shipment equal, so `.onChange(of: shipments)` would not refresh a
// cache of those still open. No fix is safe, and nothing shows the body running often: nothing is
// said.
final class Crate: Equatable {
    var delivered = false
    static func == (a: Crate, b: Crate) -> Bool { a === b }
}

struct Shipment: Identifiable, Equatable {
    let id: UUID
    let crate: Crate
    var isOpen: Bool { !crate.delivered }
}

struct OpenShipments: View {
    let shipments: [Shipment]

    var body: some View {
        List {
            ForEach(shipments.filter { $0.isOpen }) { shipment in
                Text(shipment.id.uuidString)
            }
        }
    }
}
