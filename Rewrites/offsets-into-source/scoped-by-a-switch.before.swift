import SwiftUI

// The rows are the todos of the chosen scope: a getter that is one `switch`, one branch the whole
// list and the others filters of it. The delete removes the todo at the same position of all
// todos: under "Active" or "Done", a swipe deletes another todo.
struct Todo: Identifiable {
    let id: UUID
    var title: String
    var isDone = false
}

enum Scope: CaseIterable {
    case all, active, done
}

struct TodosView: View {
    @State private var todos: [Todo] = []
    @State private var scope = Scope.all

    var shownTodos: [Todo] {
        switch scope {
        case .all:
            return todos
        case .active:
            return todos.filter { !$0.isDone }
        case .done:
            return todos.filter(\.isDone)
        }
    }

    var body: some View {
        List {
            ForEach(shownTodos) { todo in
                Text(todo.title)
            }
            .onDelete { offsets in
                todos.remove(atOffsets: offsets)
            }
        }
    }
}
