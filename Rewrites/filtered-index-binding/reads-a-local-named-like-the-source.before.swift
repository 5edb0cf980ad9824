import SwiftUI

struct Chore {
    var title: String
    var isDone: Bool
}

// The body names the filtered copy like the source: `chores[i]` in the rows reads that local, the
// copy at its own positions. Silent.
struct ChoreList: View {
    @State private var chores: [Chore] = []

    private var pending: [Chore] {
        chores.filter { !$0.isDone }
    }

    var body: some View {
        let chores = pending
        return List {
            ForEach(0..<pending.count, id: \.self) { i in
                Text(chores[i].title)
            }
        }
    }
}
