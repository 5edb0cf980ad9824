import SwiftUI

// Each tap of "Add card" appends an empty card; the sort screen keys the cards by their text. Two
// taps are two rows with one id, and a move there acts on the wrong one.
struct DeckEditor: View {
    @State private var cards: [String] = ["1", "2", "3"]

    var body: some View {
        NavigationStack {
            Form {
                Text("\(cards.count) cards")
                Button("Add card") {
                    cards.append("")
                }
                NavigationLink("Sort cards") {
                    CardSorter(cards: $cards)
                }
            }
        }
    }
}

struct CardSorter: View {
    @Binding var cards: [String]

    var body: some View {
        List {
            ForEach(cards, id: \.self) { card in
                Text(card)
            }
            .onMove { source, destination in
                cards.move(fromOffsets: source, toOffset: destination)
            }
        }
    }
}
