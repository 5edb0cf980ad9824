import SwiftUI

struct Todo: Identifiable {
    let id: UUID
    var title: String
    var isDone: Bool
}

struct TodoList: View {
    @State private var todos: [Todo] = []

    var body: some View {
        List {
            ForEach(Array(todos.enumerated()), id: \.element.id) { i, todo in
                HStack {
                    Text(todo.title)
                    Button("Delete") { todos.remove(at: i) }
                }
            }
        }
    }
}
