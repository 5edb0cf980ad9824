import SwiftUI

// The rows are in a section the body builds (`historySection`), and the getter filters and sorts
// in several statements. The body, the summary and the section each read it, and each row reads
// it again to dim all but the newest: a run of the getter per row on every keystroke.
struct Encounter: Identifiable {
    let id: String
    var callsign: String
    var lastSeen: Int
}

enum Radar {
    static func encounters() async -> [Encounter] { [] }
}

struct HistoryView: View {
    @State private var encounters: [Encounter] = []
    @State private var searchText = ""

    var sortedEncounters: [Encounter] {
        let matching = encounters.filter { encounter in
            searchText.isEmpty || encounter.callsign.contains(searchText)
        }
        return matching.sorted { $0.lastSeen > $1.lastSeen }
    }

    var body: some View {
        ScrollView {
            VStack {
                if !sortedEncounters.isEmpty {
                    summary
                }
                historySection
            }
        }
        .searchable(text: $searchText)
        .task { encounters = await Radar.encounters() }
    }

    private var summary: some View {
        Text("\(sortedEncounters.count) aircraft")
    }

    private var historySection: some View {
        VStack {
            ForEach(sortedEncounters) { encounter in
                Text(encounter.callsign)
                    .opacity(encounter.id == sortedEncounters.first?.id ? 1 : 0.6)
            }
        }
    }
}
