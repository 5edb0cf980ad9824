import SwiftUI

struct Entry {
    let day: String
    let amount: Double
}

// `DayTotal.day` is a dictionary's key (`Dictionary(grouping:by:)`), so no two rows share it.
struct DayTotal: Identifiable {
    let day: String
    let total: Double
    var id: String { day }
}

struct TotalsView: View {
    var entries: [Entry]

    var totals: [DayTotal] {
        Dictionary(grouping: entries, by: \.day).map { DayTotal(day: $0.key, total: $0.value.reduce(0) { $0 + $1.amount }) }
    }

    var body: some View {
        List(totals) { total in
            Text("\(total.day): \(total.total)")
        }
    }
}
