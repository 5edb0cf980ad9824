import SwiftUI

// `RosterView` hands its `name` to a picker, not a text field. Another view of the project binds a
// property of that name to a text field, which proves nothing of this one: nothing is said.
struct Player: Identifiable {
    let id: Int
    var name: String
    var isActive: Bool
}

struct EditName: View {
    @Binding var name: String

    var body: some View {
        TextField("Name", text: $name)
    }
}

struct ProfileView: View {
    @State private var name = ""

    var body: some View {
        EditName(name: $name)
    }
}

struct TeamPicker: View {
    @Binding var name: String
    let teams: [String]

    var body: some View {
        Picker("Team", selection: $name) {
            ForEach(teams, id: \.self) { team in
                Text(team)
            }
        }
    }
}

struct RosterView: View {
    @State private var players: [Player] = []
    @State private var name = "All"

    private var active: [Player] {
        players.filter(\.isActive)
    }

    var body: some View {
        VStack {
            TeamPicker(name: $name, teams: ["All", "Red"])
            List(active) { player in
                Text(player.name)
            }
        }
        .task { players = [] }
    }
}
