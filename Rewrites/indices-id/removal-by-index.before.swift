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
            ForEach(todos.indices, id: \.self) { i in
                HStack {
                    Text(todos[i].title)
                    Button("Delete") { todos.remove(at: i) }
                }
            }
        }
    }
}
