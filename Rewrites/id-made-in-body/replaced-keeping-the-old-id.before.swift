import SwiftUI

// The new value is given the old `id`: the row keeps its identity, and nothing is said.
struct Chore: Identifiable {
    var id = UUID()
    var title: String
    var isDone = false
}

struct ChoresView: View {
    @State private var chores: [Chore] = []

    var body: some View {
        List {
            ForEach(chores) { chore in
                Toggle(chore.title, isOn: .constant(chore.isDone))
                    .onTapGesture { toggle(chore) }
            }
        }
    }

    func toggle(_ chore: Chore) {
        guard let i = chores.firstIndex(where: { $0.id == chore.id }) else { return }
        chores[i] = Chore(id: chore.id, title: chore.title, isDone: !chore.isDone)
    }
}
