import SwiftUI

struct Reading: Identifiable {
    let id: UUID
    var distance: Int
}

struct Readings: View {
    var readings: [Reading]

    var body: some View {
        List(readings) { reading in
            Text("\(reading.distance)")
        }
        .overlay {
            if readings.isEmpty {
                Text("Add your first reading",
                     comment: "Placeholder text for an empty list of readings")
            }
        }
    }
}
