import SwiftUI

struct Todo: Identifiable {
    let id: UUID
    var title: String
    var isDone: Bool
}

// The index is used on its own and in a binding: no automatic fix.
struct TodoList: View {
    @Binding var todos: [Todo]

    var body: some View {
        ForEach(todos.indices, id: \.self) { i in
            Toggle("\(i + 1)", isOn: $todos[i].isDone)
        }
    }
}

extension TodoList {
    func remove(at offsets: IndexSet) {
        todos.remove(atOffsets: offsets)
    }
}
