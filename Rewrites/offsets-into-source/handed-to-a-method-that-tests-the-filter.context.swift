import Combine
import Foundation

// In another file: the model.
struct TaskItem: Identifiable {
    let id: Int
    var title: String
    var isDone: Bool
}

final class TaskListModel: ObservableObject {
    @Published var tasks: [TaskItem] = []
    @Published var hidesCompleted = false

    var shownTasks: [TaskItem] {
        tasks.filter { !hidesCompleted || !$0.isDone }
    }

    func deleteTasks(at offsets: IndexSet) {
        if hidesCompleted {
            let open = tasks.filter { !$0.isDone }
            let ids = Set(offsets.map { open[$0].id })
            tasks.removeAll { ids.contains($0.id) }
        } else {
            tasks.remove(atOffsets: offsets)
        }
    }
}
