import SwiftUI

struct Device: Identifiable, Hashable {
    let id = UUID()
    let name: String
}

@MainActor
final class Scanner: ObservableObject {
    @Published var devices: [Device] = []
    private var known: [Device] = []

    func add(_ name: String) {
        known.append(Device(name: name))
        devices = known
    }

    func hide(_ name: String) {
        devices = known.filter { $0.name != name }
    }
}

// `devices` is given values kept elsewhere, whose ids were made once: the rows keep them.
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
