import SwiftUI

struct Trip: Identifiable {
    let id: UUID
    var name: String
}

// On the list, the alert is one.
struct SelectTripView: View {
    @State private var trips: [Trip] = []
    @State private var showingDeleteAlert = false

    var body: some View {
        List {
            ForEach(trips) { trip in
                Text(trip.name)
            }
            .onDelete { offsets in
                trips.remove(atOffsets: offsets)
                showingDeleteAlert = true
            }
        }
        .alert("Trip Deleted!", isPresented: $showingDeleteAlert) {
            Button("OK") {}
        }
    }
}
