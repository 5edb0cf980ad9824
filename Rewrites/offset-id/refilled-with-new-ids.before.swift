import SwiftUI

struct MonthData: Identifiable {
    let id = UUID()
    let date: Date
    let count: Int
}

// The months are made again, with new ids, whenever the subscriptions change: keyed by their ids
// every page would be new at each refill, where positions keep the pages. No hazard is shown (the
// pages keep no state), so the migration gains nothing: nothing to say.
struct CalendarPager: View {
    var counts: [Int]
    @State private var months: [MonthData] = []
    @State private var page = 0

    var body: some View {
        TabView(selection: $page) {
            ForEach(Array(months.enumerated()), id: \.offset) { index, month in
                Text("\(month.count) due")
                    .tag(index)
            }
        }
        .onChange(of: counts, initial: true) { _, newCounts in
            months = newCounts.map { MonthData(date: Date(), count: $0) }
        }
    }
}
