import SwiftUI

struct Device: Identifiable, Hashable {
    var id = UUID()
    let name: String
}

@MainActor
final class Scanner: ObservableObject {
    @Published var devices: [Device] = []

    func scan(_ names: [String]) {
        devices = names.map { Device(name: $0) }
    }
}

// A `var id` may be handed in by the memberwise initializer elsewhere (`Device(id: old.id, …)`): the
// refill is not proven to make new ids, and nothing is said.
struct DeviceList: View {
    @StateObject private var scanner = Scanner()
    @State private var selection: Device.ID?

    var body: some View {
        List(selection: $selection) {
            ForEach(scanner.devices) { device in
                Text(device.name)
            }
        }
    }
}
