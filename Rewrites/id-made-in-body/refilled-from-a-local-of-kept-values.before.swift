import SwiftUI

struct SerialDevice: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let path: String
}

@MainActor
final class SerialScanner: ObservableObject {
    @Published var devices: [SerialDevice] = []
    private var known: [SerialDevice] = []

    func scan(_ paths: [String]) {
        var found: [SerialDevice] = []
        for device in known where paths.contains(device.path) {
            found.append(device)
        }
        self.devices = found
    }
}

// The local collects devices already known, whose ids were made once: the rows keep them.
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
