import SwiftUI

// A swipe marks a card done, lets its fade play, then removes it by the position found at the
// swipe. A card added at the top during that delay moves every position by one, and the removal
// takes the card above. The block handed to the queue runs later, as a task after an `await` does.
struct Card: Identifiable, Equatable {
    let id: UUID
    var title: String
}

struct CardStack: View {
    @State private var cards: [Card] = []
    @State private var leaving: UUID?

    var body: some View {
        List {
            ForEach(cards) { card in
                Text(card.title)
                    .opacity(leaving == card.id ? 0 : 1)
                    .swipeActions {
                        Button("Done") {
                            guard let i = cards.firstIndex(of: card) else { return }
                            withAnimation { leaving = card.id }
                            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                                cards.remove(at: i)
                            }
                        }
                    }
            }
            Button("Add") { cards.insert(Card(id: UUID(), title: "New"), at: 0) }
        }
    }
}
