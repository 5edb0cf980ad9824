import SwiftUI

struct Chore {
    var title: String
    var isDone: Bool
}

// The rows read the filtered copy at its own positions: each row shows the element it counts.
// A sorted copy read at the source's positions shows the source's order, not a hidden element:
// left to other rules.
struct ChoreList: View {
    @State private var chores: [Chore] = []

    private var pending: [Chore] {
        chores.filter { !$0.isDone }
    }

    private var byTitle: [Chore] {
        chores.sorted { $0.title < $1.title }
    }

    var body: some View {
        List {
            ForEach(pending.indices, id: \.self) { i in
                Text(pending[i].title)
            }
            ForEach(byTitle.indices, id: \.self) { i in
                Text(chores[i].title)
            }
        }
    }
}
