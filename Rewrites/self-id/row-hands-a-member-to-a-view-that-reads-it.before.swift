import SwiftUI

struct Log: Hashable {
    let message: String
    var isExpanded = false
}

// The badge is given a binding but only reads it, and the tap writes a local copy that the row
// hands to the store: neither writes the row's own element. Silent.
struct ExpandBadge: View {
    @Binding var isOn: Bool

    var body: some View {
        Image(systemName: isOn ? "chevron.down" : "chevron.right")
    }
}

struct LogView: View {
    @State private var logs: [Log] = []
    @State private var opened: [Log] = []

    var body: some View {
        List {
            ForEach($logs, id: \.self) { $log in
                HStack {
                    Text(log.message)
                    ExpandBadge(isOn: $log.isExpanded)
                }
                .onTapGesture {
                    var log = log
                    log.isExpanded = true
                    opened.append(log)
                }
            }
        }
    }
}
