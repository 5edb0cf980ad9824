import SwiftUI

struct TaskItem: Identifiable {
    let id: UUID
    var title: String
    var isDone: Bool
    var isHeader: Bool
}

struct TasksList: View {
    var tasks: [TaskItem]

    var body: some View {
        List {
            ForEach(tasks) { task in
                if task.isHeader {
                    Text(task.title)
                        .font(.headline)
                } else {
                    TaskRow(task: task)
                }
            }
        }
    }
}
