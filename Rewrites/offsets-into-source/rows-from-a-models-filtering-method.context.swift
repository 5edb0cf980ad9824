import Combine
import Foundation

// In another file: the model, whose method filters its lists.
struct ToDoList: Identifiable {
    let id: UUID
    var name: String
}

final class ToDoLists: ObservableObject {
    @Published var todoLists: [ToDoList] = []

    func filterLists(query: String) -> [ToDoList] {
        todoLists.filter { query.isEmpty || $0.name.contains(query) }
    }
}
