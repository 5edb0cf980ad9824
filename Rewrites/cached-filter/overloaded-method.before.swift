import SwiftUI

// The method the rows call (`visibleChores()`) is an overload of one that filters: which one a
// call reaches is chosen by its labels, which listfix does not follow, so nothing is said.
struct Chore: Identifiable { let id: UUID; var title: String; var room: String }
struct ChoresView: View {
    @State private var chores: [Chore] = []
    @State private var note = ""
    func visibleChores(in room: String) -> [Chore] {
        chores.filter { $0.room == room }
    }
    func visibleChores() -> [Chore] {
        chores
    }
    func load() { chores = [] }
    var body: some View {
        VStack {
            TextField("Note", text: $note)
            List {
                ForEach(visibleChores()) { chore in Text(chore.title) }
            }
        }
    }
}
