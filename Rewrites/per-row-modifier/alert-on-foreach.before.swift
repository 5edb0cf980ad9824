import SwiftUI

struct Trip: Identifiable {
    let id: UUID
    var name: String
}

// The alert is attached to every row: each row presents it when the flag is set, and the author's
// note says it "appears and immediately disappears" (read on fielddata-lite-iOS-app).
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
            .alert("Trip Deleted!", isPresented: $showingDeleteAlert) {
                Button("OK") {}
            }
        }
    }
}
