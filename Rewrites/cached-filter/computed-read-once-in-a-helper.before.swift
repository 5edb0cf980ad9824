import SwiftUI

// The rows are in a section the body builds, and the getter filters by the typed text: read once,
// each keystroke must filter again, cache or not, so nothing is said.
struct Encounter: Identifiable {
    let id: String
    var callsign: String
}

enum Radar {
    static func encounters() async -> [Encounter] { [] }
}

struct HistoryView: View {
    @State private var encounters: [Encounter] = []
    @State private var searchText = ""

    var matching: [Encounter] {
        let found = encounters.filter { searchText.isEmpty || $0.callsign.contains(searchText) }
        return found
    }

    var body: some View {
        ScrollView {
            historySection
        }
        .searchable(text: $searchText)
        .task { encounters = await Radar.encounters() }
    }

    private var historySection: some View {
        VStack {
            ForEach(matching) { encounter in
                Text(encounter.callsign)
            }
        }
    }

    func export() -> String {
        matching.map(\.callsign).joined()
    }
}
