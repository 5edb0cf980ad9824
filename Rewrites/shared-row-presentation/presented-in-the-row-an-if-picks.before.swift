import SwiftUI

struct Trip: Identifiable {
    let id: UUID
    var name: String
    var isComplete = false
}

final class Camera: ObservableObject {
    @Published var showingCompleteAlert = false
}

// The button and its alert are made only in the row of the chosen trip: one row presents, the one
// the condition picks (read on fielddata-lite-iOS-app).
struct CameraView: View {
    @StateObject private var camera = Camera()
    @State private var trips: [Trip] = []
    let tripName: String

    var body: some View {
        VStack {
            ForEach($trips) { $item in
                if item.name == tripName {
                    Button("Mark Trip Complete") {
                        camera.showingCompleteAlert = true
                    }
                    .alert("Mark trip as complete?", isPresented: $camera.showingCompleteAlert) {
                        Button("OK") { item.isComplete = true }
                        Button("Cancel", role: .cancel) {}
                    }
                }
            }
        }
    }
}
