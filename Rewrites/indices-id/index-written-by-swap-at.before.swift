import SwiftUI

struct Card: Identifiable {
    let id: UUID
    var title: String
}

struct Board: Identifiable {
    let id: UUID
    var name: String
    var cards: [Card]
}

// The row reorders its board's cards through the index with `swapAt`, a mutating method of
// `MutableCollection`: a certain write. When a board is removed while the button's row is on
// screen, its index can point past the end or at the next board.
struct BoardsView: View {
    @State private var boards: [Board] = []

    var body: some View {
        List {
            ForEach(boards.indices, id: \.self) { i in
                HStack {
                    Text(boards[i].name)
                    Button("Swap first two") { boards[i].cards.swapAt(0, 1) }
                }
            }
        }
        .toolbar {
            Button("Remove first") { boards.remove(at: 0) }
        }
    }
}
