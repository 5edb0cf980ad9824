import SwiftUI
import Charts

struct HourPoint: Identifiable {
    let id = UUID()
    let hour: Int
    let amount: Double
}

// Hourly bars made by a method of the view each time the body runs, with `UUID()` ids: every body
// gives the marks new ids, but a mark keeps nothing between bodies and nothing animates them, so the
// chart draws the same bars. Silent (read on Centmond's spending profile, where a warning was false).
struct HourlyChart: View {
    let spending: [Int: Double]

    var body: some View {
        Chart {
            ForEach(points(spending)) { point in
                BarMark(x: .value("Hour", point.hour), y: .value("Amount", point.amount))
            }
        }
    }

    private func points(_ spending: [Int: Double]) -> [HourPoint] {
        (0..<24).map { HourPoint(hour: $0, amount: spending[$0, default: 0]) }
    }
}

// The same points as rows that each keep a toggle of their own: every body replaces every row, and
// the toggles go back to off. A warning.
struct HourlyList: View {
    let spending: [Int: Double]

    var body: some View {
        List {
            ForEach(points(spending)) { point in
                HourToggle(hour: point.hour)
            }
        }
    }

    private func points(_ spending: [Int: Double]) -> [HourPoint] {
        (0..<24).map { HourPoint(hour: $0, amount: spending[$0, default: 0]) }
    }
}

struct HourToggle: View {
    let hour: Int
    @State private var isOn = false

    var body: some View {
        Toggle("\(hour):00", isOn: $isOn)
    }
}
