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
            ForEach(todos) { todo in
                if !todo.isDone {
                    Text(todo.title)
                }
            }
            .onDelete { offsets in
                todos.remove(atOffsets: offsets)
            }
        }
    }
}
