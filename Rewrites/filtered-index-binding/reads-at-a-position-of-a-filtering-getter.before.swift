import SwiftUI

struct Chore {
    var title: String
    var isDone: Bool
}

// `pending` filters `chores`; the rows count its positions and read `chores` at each one.
struct ChoreList: View {
    @State private var chores: [Chore] = []

    private var pending: [Chore] {
        chores.filter { !$0.isDone }
    }

    var body: some View {
        List {
            ForEach(0..<pending.count, id: \.self) { i in
                Text(chores[i].title)
            }
        }
    }
}
