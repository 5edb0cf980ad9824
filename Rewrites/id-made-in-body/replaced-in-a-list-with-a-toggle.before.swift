import SwiftUI

// Each edit replaces the task with a new value and a new `UUID()`: the row holding the toggle is
// removed and inserted again, so its animation and focus are lost.
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
        chores[i] = Chore(title: chore.title, isDone: !chore.isDone)
    }
}
