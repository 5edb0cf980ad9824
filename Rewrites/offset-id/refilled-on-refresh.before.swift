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

// Filled as the view appears, and again by pull to refresh while the rows are shown: after a
// refresh the expanded row is the one at the same position, whatever station is there now.
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
        .refreshable {
            stations = await Self.load()
        }
    }

    static func load() async -> [Station] {
        [Station(name: "Chill", kind: "326")]
    }
}
