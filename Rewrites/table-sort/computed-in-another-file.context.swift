import SwiftUI

struct Process: Identifiable {
    let id: Int
    var name: String
    var cpu: Double
}

struct ProcessesView: View {
    @State var processes: [Process] = []
    @State var sortOrder = [KeyPathComparator(\Process.cpu, order: .reverse)]

    var body: some View {
        processTable
    }
}

// The rows are sorted by the table's order here, in another file than the table.
extension ProcessesView {
    var sortedProcesses: [Process] {
        processes.sorted(using: sortOrder)
    }
}
