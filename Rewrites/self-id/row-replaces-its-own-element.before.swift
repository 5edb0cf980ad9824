import SwiftUI

struct Reading: Hashable {
    var value: Double
    var unit: String
}

// Each row converts its reading by giving the binding a new value: the whole element, and with it
// the row's `\.self` key, changes on every tap.
struct ReadingsView: View {
    @State private var readings: [Reading] = []

    var body: some View {
        List {
            ForEach($readings, id: \.self) { $reading in
                Button("\(reading.value) \(reading.unit)") {
                    reading = Reading(value: reading.value * 2.54, unit: "cm")
                }
            }
        }
    }
}
