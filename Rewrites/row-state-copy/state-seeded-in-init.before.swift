import SwiftUI

// The row copies the simulator's name into its rename field's `@State` in its `init`. The list is
// filled again on every refresh under the same ids: a simulator renamed elsewhere shows its new
// name, but Rename still offers the old one.
struct Simulator: Identifiable {
    let id: String
    var name: String
}

final class Simulators: ObservableObject {
    @Published var all: [Simulator] = []

    func refresh(_ loaded: [Simulator]) {
        all = loaded
    }
}

struct SimulatorRow: View {
    let simulator: Simulator
    @State private var newName: String

    init(simulator: Simulator) {
        self.simulator = simulator
        _newName = State(initialValue: simulator.name)
    }

    var body: some View {
        HStack {
            Text(simulator.name)
            TextField("Rename", text: $newName)
        }
    }
}

struct Sidebar: View {
    @ObservedObject var simulators: Simulators

    var body: some View {
        List {
            ForEach(simulators.all) { simulator in
                SimulatorRow(simulator: simulator)
            }
        }
    }
}
