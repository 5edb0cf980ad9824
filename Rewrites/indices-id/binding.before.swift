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
                Toggle(todos[i].title, isOn: $todos[i].isDone)
            }
            Button("Clear done") { todos.removeAll { $0.isDone } }
        }
    }
}
