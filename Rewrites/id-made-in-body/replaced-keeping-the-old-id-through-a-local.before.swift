import SwiftUI

// The new value is given the old id before it is stored: the row keeps its identity, and
// nothing is said.
struct Todo: Identifiable {
    var id = UUID()
    var title: String
    var done = false
}
struct TodoList: View {
    @State private var todos: [Todo] = []
    @State private var selection: Todo.ID?
    var body: some View {
        List(todos, selection: $selection) { todo in Text(todo.title) }
    }
    func save(_ draft: String, at i: Int) {
        var updated = Todo(title: draft)
        updated.id = todos[i].id
        todos[i] = updated
    }
}
