import SwiftUI

// A stored property's value is made again each time the parent's body makes this view, and the
// array literal in body each time this body runs: both tables get new ids on every update.
struct Entry: Identifiable {
    let id = UUID()
    let name: String
    let value: String
}

struct DebugView: View {
    let fixed = [Entry(name: "Build", value: "1"), Entry(name: "Mode", value: "Debug")]
    var connected: Bool

    var body: some View {
        let live = [
            Entry(name: "Connected", value: connected ? "yes" : "no"),
        ]
        VStack {
            Table(fixed) {
                TableColumn("Item", value: \.name)
                TableColumn("Value", value: \.value)
            }
            Table(live) {
                TableColumn("Item", value: \.name)
                TableColumn("Value", value: \.value)
            }
        }
    }
}
