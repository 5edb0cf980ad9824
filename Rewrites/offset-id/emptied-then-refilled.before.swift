import SwiftUI

struct Status {
    var product: String
    var state: String
}

// Cleared with `removeAll()` and refilled as a whole: no element is left to take another's place,
// and the rows keep no state. Silent.
struct StatusesView: View {
    @State private var statuses: [Status] = []

    var body: some View {
        List {
            ForEach(Array(statuses.enumerated()), id: \.offset) { _, status in
                Text("\(status.product): \(status.state)")
            }
        }
        .toolbar {
            Button("Reload") { reload() }
        }
    }

    private func reload() {
        statuses.removeAll()
        statuses = [Status(product: "pro", state: "active")]
    }
}
