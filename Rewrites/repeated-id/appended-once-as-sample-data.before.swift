import SwiftUI

final class Deck: ObservableObject {
    @Published var cards: [String] = []

    // Sample data for previews: three different cards appended once, in a static member that makes
    // a new deck each time. No tap appends the same value twice. Silent.
    static var sample: Deck {
        let deck = Deck()
        deck.cards.append("Ace")
        deck.cards.append("King")
        deck.cards.append("Queen")
        return deck
    }
}

struct Poem {
    let lines: [String]
}

final class LogBuffer {
    var lines: [String] = []

    func separate() {
        lines.append("----")
    }
}

struct DeckView: View {
    @ObservedObject var deck: Deck
    let poem: Poem

    var body: some View {
        List {
            ForEach(deck.cards, id: \.self) { card in
                Text(card)
            }
            // `Poem.lines` is a `let`: the log buffer's appends are to another type's `lines`. Silent.
            ForEach(poem.lines, id: \.self) { line in
                Text(line)
            }
        }
    }
}
