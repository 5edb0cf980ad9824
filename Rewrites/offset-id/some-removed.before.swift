import SwiftUI

struct Status {
    var product: String
    var state: String
}

// Expired statuses are removed from among the others: every later row shifts to a new offset.
// Reported.
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
        withAnimation { statuses.removeAll { $0.state == "expired" } }
        statuses = [Status(product: "pro", state: "active")]
    }
}
