import SwiftUI

struct Metric: Identifiable {
    let id = UUID()
    let title: String
    let value: String
}

struct Sale {
    var price: Double
    var cost: Double?
}

// Every read of `metrics` makes new `Metric` values, with new ids: each body replaces every row and
// the state it holds.
struct SaleCard: View {
    let sale: Sale
    @State private var expanded = false

    private var metrics: [Metric] {
        guard let cost = sale.cost else { return [] }
        let profit = sale.price - cost
        return [
            Metric(title: "Price", value: "\(sale.price)"),
            Metric(title: "Profit", value: "\(profit)"),
        ]
    }

    var body: some View {
        VStack {
            Button("Details") { expanded.toggle() }
            ForEach(metrics) { metric in
                MetricRow(metric: metric)
            }
        }
    }
}

struct MetricRow: View {
    let metric: Metric
    @State private var showsHelp = false

    var body: some View {
        Button("\(metric.title): \(metric.value)") { showsHelp.toggle() }
    }
}
