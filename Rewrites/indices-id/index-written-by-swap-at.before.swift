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
// `MutableCollection`, in its own button's action: the tap runs on the indices of the last body, so
// when a board is removed the rows are made again with current indices and the write keeps none.
// The rows keep no state: a migration to the boards' ids (a note).
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
