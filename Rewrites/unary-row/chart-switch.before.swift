import Charts
import SwiftUI

enum Series {
    case actual, forecast
}

struct Sample: Identifiable {
    let id: UUID
    var day: String
    var value: Double
    var series: Series
}

struct SamplesChart: View {
    var samples: [Sample]

    var body: some View {
        Chart {
            ForEach(samples) { sample in
                switch sample.series {
                case .actual:
                    BarMark(x: .value("Day", sample.day), y: .value("Value", sample.value))
                case .forecast:
                    LineMark(x: .value("Day", sample.day), y: .value("Value", sample.value))
                }
            }
        }
    }
}
