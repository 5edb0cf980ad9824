import SwiftUI

// The new value is made by an initializer of the type that copies the old id: the row keeps its
// identity, and nothing is said.
struct Todo: Identifiable {
    var id = UUID()
    var title: String
    var done = false
}
extension Todo {
    init(renaming old: Todo, to title: String) {
        self.init(title: title, done: old.done)
        self.id = old.id
    }
}
struct TodoList: View {
    @State private var todos: [Todo] = []
    @State private var selection: Todo.ID?
    var body: some View {
        List(todos, selection: $selection) { todo in Text(todo.title) }
    }
    func rename(at i: Int, to title: String) {
        todos[i] = Todo(renaming: todos[i], to: title)
    }
}
