import SwiftUI

// The model's method removes by position only while no filter hides a task, and maps the offsets
// through the filtered tasks otherwise. Silent: listfix does not follow which branch runs.
struct TaskListView: View {
    @ObservedObject var model: TaskListModel

    var body: some View {
        List {
            ForEach(model.shownTasks) { task in
                Text(task.title)
            }
            .onDelete { offsets in
                model.deleteTasks(at: offsets)
            }
        }
    }
}
