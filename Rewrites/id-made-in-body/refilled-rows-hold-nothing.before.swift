import SwiftUI

struct Reading: Identifiable {
    let id = UUID()
    let value: Double
}

@MainActor
final class Sensor: ObservableObject {
    @Published var readings: [Reading] = []

    func poll(_ values: [Double]) {
        readings = values.map { Reading(value: $0) }
    }
}

// Refilled with new ids on each poll, but the rows are text: no state, selection, delete or
// animation loses anything, and SwiftUI draws the same screen.
struct ReadingList: View {
    @ObservedObject var sensor: Sensor

    var body: some View {
        List {
            ForEach(sensor.readings) { reading in
                Text("\(reading.value)")
            }
        }
    }
}
