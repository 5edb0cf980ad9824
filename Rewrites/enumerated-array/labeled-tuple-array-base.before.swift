import SwiftUI

struct Category: Identifiable {
    let id: UUID
    var name: String
}

// Rank rows over the first two of a getter's labeled tuples: the getter is declared an array of
// tuples, `[(category: Category, amount: Decimal)]` (a colon inside the parentheses, not a
// dictionary's), so its slice is random-access and `ForEach` takes its `enumerated()` on Swift 6.2
// with an OS 26 target (read on a held-out expense tracker's statistics).
struct TopCategories: View {
    let totals: [(category: Category, amount: Decimal)]

    private var ranked: [(category: Category, amount: Decimal)] {
        totals.sorted { $0.amount > $1.amount }
    }

    var body: some View {
        VStack {
            ForEach(Array(ranked.prefix(2).enumerated()), id: \.element.category.id) { index, item in
                Text("\(index + 1). \(item.category.name)")
            }
        }
    }
}

// A dictionary's entries: not random-access, so the copy stays. Silent.
struct CategoryTotals: View {
    let totals: [String: Decimal]

    var body: some View {
        VStack {
            ForEach(Array(totals.enumerated()), id: \.offset) { _, entry in
                Text(entry.key)
            }
        }
    }
}
