import SwiftUI

struct Todo: Identifiable {
    let id: UUID
    var title: String
}

struct TodoRow: View {
    @Binding var todo: Todo

    var body: some View {
        TextField("Title", text: $todo.title)
    }
}

struct TodosView: View {
    @State private var todos: [Todo] = []

    var body: some View {
        List {
            ForEach($todos) { $todo in
                TodoRow(todo: $todo)
            }
        }
    }
}
