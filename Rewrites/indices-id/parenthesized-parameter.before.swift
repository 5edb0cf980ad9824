import SwiftUI

struct Player: Identifiable {
    let id: UUID
    var name: String
}

struct ScoreboardView: View {
    @Binding var players: [Player]

    var body: some View {
        List {
            ForEach(players.indices, id: \.self) { (i) in
                Text(players[i].name)
            }
        }
    }
}

extension ScoreboardView {
    func remove(at offsets: IndexSet) {
        players.remove(atOffsets: offsets)
    }
}
