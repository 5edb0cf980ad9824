import SwiftUI

struct Station {
    let name: String
    let kind: String
}

struct StationRow: View {
    let station: Station
    @State private var isExpanded = false

    var body: some View {
        Text(station.name)
            .onTapGesture { isExpanded.toggle() }
    }
}

// The stations start empty and are filled once, as the view appears: every row is new then, and
// no row's state can stay with a position another station takes. `.task` with no `id` runs again
// only when the view appears again.
struct StationsView: View {
    @State private var stations: [Station] = []

    var body: some View {
        LazyVStack {
            ForEach(Array(stations.enumerated()), id: \.offset) { index, station in
                StationRow(station: station)
            }
        }
        .task {
            stations = await Self.load()
        }
    }

    static func load() async -> [Station] {
        [Station(name: "Chill", kind: "326")]
    }
}
