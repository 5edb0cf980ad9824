import SwiftUI

struct Reading: Identifiable {
    let id: UUID
    var time: Date
    var value: Double
}

// No column gives a `value:` or a comparator, so no header can be clicked to sort, and
// `sortOrder` never changes: nothing is left unsorted.
struct ReadingsTable: View {
    @State private var readings: [Reading] = []
    @State private var order = [KeyPathComparator(\Reading.time, order: .reverse)]

    var body: some View {
        Table(readings, sortOrder: $order) {
            TableColumn("Time") { reading in
                Text(reading.time, style: .time)
            }
            TableColumn("Value") { reading in
                Text("\(reading.value)")
            }
        }
    }
}
