import SwiftUI

enum CardKind {
    case summary
    case chart
}

struct PinnedCard: Identifiable {
    let id: Int
    var kind: CardKind
    var title: String?
}

// The grid's rows come from a getter that filters the pins by the search text: the rows change as
// the pins and the text do, which the getter shows (before, rows over a computed property were of
// unknown origin). Each row is a helper whose `switch` case is an `if let` with no `else`, so the
// row's view count varies in a lazy grid: a warning (read on Beszel's dashboard).
struct Dashboard: View {
    @State private var pins: [PinnedCard] = []
    @State private var searchText = ""

    private var shownPins: [PinnedCard] {
        pins.filter { searchText.isEmpty || ($0.title ?? "").contains(searchText) }
    }

    var body: some View {
        ScrollView {
            TextField("Search", text: $searchText)
            LazyVGrid(columns: [GridItem(.flexible())]) {
                ForEach(shownPins) { pin in
                    card(for: pin)
                }
            }
            Button("Pin") {
                pins.append(PinnedCard(id: pins.count, kind: .summary, title: nil))
            }
        }
    }

    @ViewBuilder
    private func card(for pin: PinnedCard) -> some View {
        switch pin.kind {
        case .summary:
            if let title = pin.title {
                Text(title)
            }
        case .chart:
            Text("Chart")
        }
    }
}
