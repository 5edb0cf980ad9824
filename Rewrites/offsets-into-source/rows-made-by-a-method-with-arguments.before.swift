import SwiftUI

// The rows are made by a method called with an argument; the delete applies their offsets to every
// task. Reported, with no fix: the handler cannot be shown to call the method with the same value.
struct Chore: Identifiable {
    let id: UUID
    var title: String
    var room: String
}

struct ChoresView: View {
    @State private var chores: [Chore] = []
    let room: String

    func chores(in room: String) -> [Chore] {
        chores.filter { $0.room == room }
    }

    var body: some View {
        List {
            ForEach(chores(in: room)) { chore in
                Text(chore.title)
            }
            .onDelete(perform: delete)
        }
    }

    func delete(at offsets: IndexSet) {
        chores.remove(atOffsets: offsets)
    }
}
