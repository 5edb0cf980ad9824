import SwiftUI

// `.id(drone.uid)` repeats the row's own id (`id` is `uid`): a write of `uid` changes the row's
// identity whether or not the modifier is there, which `mutable-id` is about. Nothing to add here.
struct Drone: Identifiable {
    var id: String { uid }
    var uid: String
    var altitude: Double
}

final class DroneTracker: ObservableObject {
    @Published var drones: [Drone] = []

    func normalize(_ index: Int) {
        drones[index].uid = "drone-" + drones[index].uid
    }
}

struct DroneList: View {
    @ObservedObject var tracker: DroneTracker

    var body: some View {
        List {
            ForEach(tracker.drones) { drone in
                Text("\(drone.altitude)")
                    .id(drone.uid)
            }
        }
    }
}
