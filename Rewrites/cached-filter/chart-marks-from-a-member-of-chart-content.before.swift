import Charts
import Foundation
import SwiftUI

// The chart's marks are built in a member of the view that returns chart content, not a view:
// it runs with the body all the same. Its points come from a smoother of another file that sorts
// every reading, and a repeating timer writes the clock once a second. The smoother's cost is in
// another file, and one sort a second shows no hazard: silent.
struct PulseChartView: View {
    @State private var readings: [PulseReading] = []
    @State private var now = Date()
    @State private var clock: Timer?

    var body: some View {
        VStack {
            Text(now, style: .time)
            Chart {
                marks
            }
        }
        .onAppear {
            clock = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in now = Date() }
        }
    }

    @ChartContentBuilder
    private var marks: some ChartContent {
        ForEach(PulseSmoother.points(from: readings)) { point in
            LineMark(x: .value("Second", point.second), y: .value("Beats", point.beats))
        }
    }
}
