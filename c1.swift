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

struct StationsView: View {
    @State private var stations: [Station] = []

    var body: some View {
        LazyVStack {
            ForEach(Array(stations.enumerated()), id: \.offset) { index, station in
                StationRow(station: station)
            }
        }
        .onAppear {
            stations = Self.cached()
        }
        .task {
            stations = await Self.load()
        }
    }

    static func cached() -> [Station] { [] }
    static func load() async -> [Station] {
        [Station(name: "Chill", kind: "326")]
    }
}
