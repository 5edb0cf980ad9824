import SwiftUI

// `AlertItem` is only ever a `.sheet(item:)` payload, never a row: one value is shown at a time, so
// a repeated id cannot show a row twice.
struct AlertItem: Identifiable {
    let message: String
    var id: String { message }
}

struct ContentView: View {
    @State private var alert: AlertItem?

    var body: some View {
        Text("Hello")
            .sheet(item: $alert) { alert in
                Text(alert.message)
            }
    }
}
