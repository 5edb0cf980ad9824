import SwiftUI

struct Trip: Identifiable {
    let id: UUID
    var name: String
}

struct TripRow: View {
    let trip: Trip
    let number: Int
    var body: some View { Text("\(number). \(trip.name)") }
}

// The trips, numbered, copied into an array by a local of the body that only the rows read: with
// Swift 6.2 and an OS 26 target the local can hold `enumerated()` itself (read on a held-out
// packing app's trip carousel).
struct TripStrip: View {
    let trips: [Trip]

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                let enumerated = trips.enumerated()

                ForEach(enumerated, id: \.element.id) { index, trip in
                    TripRow(trip: trip, number: index + 1)
                }
            }
        }
    }
}

// The same copy read again for its count: the local must stay an array.
struct CountedTripStrip: View {
    let trips: [Trip]

    var body: some View {
        VStack {
            let enumerated = Array(trips.enumerated())
            Text("\(enumerated.count) trips")
            ForEach(enumerated, id: \.element.id) { index, trip in
                TripRow(trip: trip, number: index + 1)
            }
        }
    }
}
