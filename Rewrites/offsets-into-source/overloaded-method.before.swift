import SwiftUI

// The rows call the overload that returns the tasks in order; another overload of that name
// filters. Which one a call reaches is chosen by its labels: unknown, so nothing is said.
struct Chore: Identifiable { let id: UUID; var title: String; var room: String }
struct ChoresView: View {
    @State private var chores: [Chore] = []
    func visibleChores(in room: String) -> [Chore] {
        chores.filter { $0.room == room }
    }
    func visibleChores() -> [Chore] {
        chores
    }
    var body: some View {
        List {
            ForEach(visibleChores()) { chore in Text(chore.title) }
                .onDelete(perform: delete)
        }
    }
    func delete(at offsets: IndexSet) {
        chores.remove(atOffsets: offsets)
    }
}
