import SwiftUI

struct Device: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let path: String
}

@MainActor
final class Scanner: ObservableObject {
    @Published var devices: [Device] = []

    func scan(_ paths: [String]) {
        devices = paths.map { Device(name: $0, path: $0) }
    }
}

// Each scan fills `devices` again with new values, and `Device.id` is a `let` that defaults to
// `UUID()`: every rescan gives every row a new identity, and the selection, kept by id, matches
// none of them (the shape readers recorded on a held-out serial-port app).
struct DeviceList: View {
    @StateObject private var scanner = Scanner()
    @State private var selection: Device.ID?

    var body: some View {
        List(selection: $selection) {
            ForEach(scanner.devices) { device in
                Text(device.name)
            }
        }
        .toolbar {
            Button("Scan") { scanner.scan(["/dev/a", "/dev/b"]) }
        }
    }
}
