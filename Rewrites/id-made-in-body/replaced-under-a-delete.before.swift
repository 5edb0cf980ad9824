import SwiftUI

// The rows can be deleted, and a rename stores a new value with a new `UUID()` id: the renamed
// row is removed and inserted again.
struct Todo: Identifiable {
    let id = UUID()
    var title: String
    init(title: String) { self.title = title }
}
struct TodoList: View {
    @State private var todos: [Todo] = []
    var body: some View {
        List {
            ForEach(todos) { todo in Text(todo.title) }
                .onDelete(perform: delete)
        }
    }
    func delete(_ o: IndexSet) { todos.remove(atOffsets: o) }
    func rename(at i: Int, to title: String) {
        todos[i] = Todo(title: title)
    }
}
