import SwiftUI

// The row copies its todo into `@State` and gives its copy a new value through `self.`: the
// row's own write, which never reaches the list, and later changes to the list never reach the row.
struct Todo: Identifiable {
    let id: UUID
    var title: String
}

struct TodoRow: View {
    @State var todo: Todo

    var body: some View {
        Button(todo.title) {
            self.todo = Todo(id: todo.id, title: todo.title + " ✓")
        }
    }
}

struct TodosView: View {
    @State private var todos: [Todo] = []

    var body: some View {
        List {
            ForEach(todos) { todo in
                TodoRow(todo: todo)
            }
        }
    }
}
