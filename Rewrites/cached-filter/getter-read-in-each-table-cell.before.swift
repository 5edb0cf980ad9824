import SwiftUI

// Each cell of the rank column asks the getter for its row's place: the sort runs once per row, on
// every keystroke of the filter field. A warning, with no automatic fix.
struct Player: Identifiable, Equatable {
    let id: Int
    var name: String
    var score: Int
}

struct ScoresTable: View {
    let players: [Player]
    @State private var note = ""

    private var ranked: [Player] {
        players.sorted { $0.score > $1.score }
    }

    var body: some View {
        VStack {
            TextField("Note", text: $note)
            Table(ranked) {
                TableColumn("Rank") { player in
                    Text("\((ranked.firstIndex(of: player) ?? 0) + 1)")
                }
                TableColumn("Name", value: \.name)
            }
        }
    }
}
