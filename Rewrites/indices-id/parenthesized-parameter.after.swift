import SwiftUI

struct Player: Identifiable {
    let id: UUID
    var name: String
}

struct ScoreboardView: View {
    @State var players: [Player]

    var body: some View {
        List {
            ForEach(players) { (player) in
                Text(player.name)
            }
        }
    }
}
