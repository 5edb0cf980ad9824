import SwiftUI

struct Task: Identifiable {
    let id: UUID
    var name: String
}

struct TaskRows: View {
    var tasks: [Task]

    var body: some View {
        if tasks.isEmpty {
            Text("No tasks")
        } else {
            ForEach(tasks) { task in
                Text(task.name)
            }
        }
    }
}
