import SwiftUI

final class Player: Identifiable, ObservableObject {
    @Published var name: String

    init(name: String) {
        self.name = name
    }
}

struct PlayersView: View {
    @ObservedObject var team: Team

    var body: some View {
        List(team.players) { player in
            Text(player.name)
        }
    }
}

final class Team: ObservableObject {
    @Published var players: [Player] = []
}
