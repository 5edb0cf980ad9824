import SwiftUI

// `.id(UUID())` on the section that holds the rows: every evaluation of the body, one per
// keystroke in the filter field, throws the rows away and builds them again.
struct Signal: Identifiable {
    let id: UUID
    var type: String
}

struct SignalsView: View {
    var signals: [Signal]
    @State private var filterText = ""

    var body: some View {
        List {
            TextField("Filter", text: $filterText)
            Section {
                ForEach(signals) { signal in
                    Text(signal.type)
                }
            }
            .id(UUID())
        }
    }
}
