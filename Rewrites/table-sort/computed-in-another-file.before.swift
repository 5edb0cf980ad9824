import SwiftUI

// The table is built in an extension in its own file; its rows come from a computed property of
// the other file, whose getter sorts them by `sortOrder`. The header's order does reach the rows.
extension ProcessesView {
    var processTable: some View {
        Table(sortedProcesses, sortOrder: $sortOrder) {
            TableColumn("Name", value: \.name)
            TableColumn("CPU", value: \.cpu) { process in
                Text("\(process.cpu)")
            }
        }
    }
}
