import SwiftUI

// The view's repeating timer polls a model: its ticks write no state of this view and do not run
// its body, so the filter is not run on every tick, and nothing is said.
struct Quote: Identifiable {
    let id: String
    var symbol: String
    var isFavorite: Bool
}

final class Market: ObservableObject {
    @Published var quotes: [Quote] = []
    var polls = 0

    func poll() { polls += 1 }
}

struct QuotesView: View {
    @ObservedObject var market: Market

    var favorites: [Quote] {
        market.quotes.filter(\.isFavorite)
    }

    var body: some View {
        List(favorites) { quote in
            Text(quote.symbol)
        }
        .onAppear { startPolling() }
    }

    func startPolling() {
        _ = Timer.scheduledTimer(withTimeInterval: 30, repeats: true) { _ in
            Task { @MainActor in market.poll() }
        }
    }

    func reload(_ quotes: [Quote]) {
        market.quotes = quotes
    }
}
