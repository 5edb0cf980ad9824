import SwiftUI

// The rows are made in a local `let` of a builder function the body calls: each evaluation makes new
// `Row` values, and with them new ids.
struct Card: Identifiable {
    let id: String
    var title: String
}

struct Row: Identifiable {
    let id = UUID()
    var cards: [Card]
}

struct CardGrid: View {
    var cards: [Card]

    var body: some View {
        grid
    }

    @ViewBuilder
    private var grid: some View {
        let rows = stride(from: 0, to: cards.count, by: 2).map { Row(cards: Array(cards[$0..<min($0 + 2, cards.count)])) }
        VStack {
            ForEach(rows) { row in
                HStack {
                    ForEach(row.cards) { card in
                        Text(card.title)
                    }
                }
            }
        }
    }
}
