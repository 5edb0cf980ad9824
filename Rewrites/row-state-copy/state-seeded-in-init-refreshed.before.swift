import SwiftUI

// The row copies the simulator's name into its `@State` and copies it again when the name changes;
// a state seeded from the id alone never goes stale; and a view with two `init`s may not copy it.
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
        TextField("Rename", text: $newName)
            .onChange(of: simulator.name) { newName = simulator.name }
    }
}

struct SimulatorBadge: View {
    let simulator: Simulator
    @State private var key: String

    init(simulator: Simulator) {
        self.simulator = simulator
        _key = State(initialValue: simulator.id)
    }

    var body: some View {
        Text(key)
    }
}

struct Sidebar: View {
    @ObservedObject var simulators: Simulators

    var body: some View {
        List {
            ForEach(simulators.all) { simulator in
                SimulatorRow(simulator: simulator)
                SimulatorBadge(simulator: simulator)
            }
        }
    }
}
