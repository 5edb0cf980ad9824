import Foundation
import Observation

// An optimistic toggle: the store flips the todo at once, awaits the server, and flips it back at
// the same position if the call throws. The `catch` runs after the wait, by which time a deletion
// can have moved another todo to that position: the rollback flips the wrong one.
struct Todo: Identifiable {
    let id: UUID
    var done: Bool
}

@MainActor
@Observable
final class TodoStore {
    var todos: [Todo] = []

    func toggle(_ id: UUID) async {
        guard let i = todos.firstIndex(where: { $0.id == id }) else { return }
        todos[i].done.toggle()
        do {
            try await save(todos[i])
        } catch {
            todos[i].done.toggle()
        }
    }

    func delete(_ id: UUID) {
        todos.removeAll { $0.id == id }
    }

    private func save(_ todo: Todo) async throws {}
}
