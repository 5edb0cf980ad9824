import SwiftUI

struct Device {
    var name: String
}

// The devices come and go, but a menu's items are built afresh each time it opens: no item keeps
// state or animates from one list of devices to the next.
struct DevicesMenu: View {
    @Binding var devices: [Device]
    var connect: (Device) -> Void

    var body: some View {
        Menu("Devices") {
            ForEach(devices.indices, id: \.self) { i in
                Button(devices[i].name) {
                    connect(devices[i])
                }
            }
        }
    }
}
