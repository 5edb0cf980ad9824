import SwiftUI

struct Player: Identifiable {
    let id: UUID
    var name: String
}

struct ScoreboardView: View {
    @Binding var players: [Player]

    var body: some View {
        List {
            ForEach(Array(zip(players.indices, players)), id: \.0) { index, player in
                Text("\(index + 1). \(player.name)")
            }
        }
    }
}

extension ScoreboardView {
    func remove(at offsets: IndexSet) {
        players.remove(atOffsets: offsets)
    }
}
