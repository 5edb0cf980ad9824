import SwiftUI

struct SerialDevice: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let path: String
}

@MainActor
final class SerialScanner: ObservableObject {
    @Published var devices: [SerialDevice] = []

    func scan(_ paths: [String]) {
        var found: [SerialDevice] = []
        for path in paths where path.hasPrefix("/dev/cu.") {
            found.append(SerialDevice(name: String(path.dropFirst(8)), path: path))
        }
        self.devices = found
    }
}

// A scan collects new devices in a local and stores it whole: every rescan gives every row a new
// identity, and the picked device, kept by id, matches none of them (the shape readers recorded on a
// held-out serial-port app).
struct DevicePicker: View {
    @StateObject private var scanner = SerialScanner()
    @State private var selection: SerialDevice.ID?

    var body: some View {
        List(selection: $selection) {
            ForEach(scanner.devices) { device in
                Text(device.name)
            }
        }
        .toolbar {
            Button("Scan") { scanner.scan(["/dev/cu.usb1"]) }
        }
    }
}
