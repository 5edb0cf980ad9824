import SwiftUI

// Topic cards stacked by position, written `zip((model.cards).indices, (model.cards))`: the
// parentheses change nothing, so this is the `zip-indices` identity (read on academatica-ios-client's
// practice cards). The model replaces its cards as a whole: a note, whose fix keys the cards by
// their ids and keeps the position for the stack's layout.
struct Topic: Identifiable {
    let id: String
    var title: String
}

final class CardsModel: ObservableObject {
    @Published var cards: [Topic] = []

    func load(_ topics: [Topic]) {
        cards = topics
    }
}

struct CardStack: View {
    @StateObject var model = CardsModel()
    @State private var front = 0

    var body: some View {
        ZStack {
            ForEach(Array(model.cards.enumerated()), id: \.element.id) { (index, topic) in
                Text(topic.title)
                    .offset(y: index == front ? 30 : 0)
            }
        }
    }
}
