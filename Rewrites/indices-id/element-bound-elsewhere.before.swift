import SwiftUI

struct Chore: Identifiable {
    let id: UUID
    var title: String
    var done: Bool
}

// A detail view binds to one chore's member (`$model.chores[index].done`): that writes the chore
// where it is and moves no row. The chores are otherwise only replaced as a whole, and the list's
// rows keep no state, so keying them by position shows no wrong row: a note, not a warning.
@Observable
final class ChoreModel {
    var chores: [Chore] = []

    func reload(_ fresh: [Chore]) {
        chores = fresh
    }
}

struct ChoreDetail: View {
    @Bindable var model: ChoreModel
    let index: Int

    var body: some View {
        Toggle(model.chores[index].title, isOn: $model.chores[index].done)
    }
}

struct ChoreList: View {
    let model: ChoreModel

    var body: some View {
        List {
            ForEach(model.chores.indices, id: \.self) { index in
                Text(model.chores[index].title)
            }
        }
    }
}
