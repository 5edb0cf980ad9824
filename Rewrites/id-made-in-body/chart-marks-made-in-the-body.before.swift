import SwiftUI
import Charts

struct MonthTotal: Identifiable {
    let id = UUID()
    let month: Int
    let amount: Double
}

// Monthly bars made in the body with `UUID()` ids: every body gives the marks new ids, but a chart
// draws its marks again from their values and nothing animates them, so the screen is the same.
// Silent (read on a held-out anaesthesia app's six-month chart, where a warning was false).
struct MonthlyChart: View {
    let totals: [Int: Double]

    var body: some View {
        let points: [MonthTotal] = (1...6).map { month in
            MonthTotal(month: month, amount: totals[month, default: 0])
        }
        Chart {
            ForEach(points) { point in
                BarMark(x: .value("Month", point.month), y: .value("Amount", point.amount))
                    .foregroundStyle(point.month == 6 ? .blue : .gray)
            }
        }
    }
}

// The same marks with an animation on their count: each change swaps every bar for a new one
// instead of moving it. A warning.
struct AnimatedMonthlyChart: View {
    let totals: [Int: Double]

    var body: some View {
        let bars = totals.keys.sorted().map { MonthTotal(month: $0, amount: totals[$0, default: 0]) }
        Chart {
            ForEach(bars) { bar in
                BarMark(x: .value("Month", bar.month), y: .value("Amount", bar.amount))
            }
        }
        .animation(.default, value: bars.count)
    }
}

// The same marks, with an animation on what they are made from (`totals`) in the view around the
// chart: each change swaps every bar for a new one. A warning.
struct AnimatedTotalsChart: View {
    let totals: [Int: Double]

    var body: some View {
        let columns = totals.keys.sorted().map { MonthTotal(month: $0, amount: totals[$0, default: 0]) }
        VStack {
            Chart {
                ForEach(columns) { column in
                    BarMark(x: .value("Month", column.month), y: .value("Amount", column.amount))
                }
            }
        }
        .animation(.easeInOut, value: totals)
    }
}
