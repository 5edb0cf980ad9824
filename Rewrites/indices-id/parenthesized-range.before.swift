import SwiftUI

// Leaderboard rows over `(0..<model.users.count)`: the parentheses change nothing, so this is the
// `0..<X.count` form (read on academatica-ios-client's leaderboard). The users are only appended
// to as pages load: a note, whose fix keys the rows by the users' ids and keeps the index for the rank.
struct Ranked: Identifiable {
    let id: String
    var name: String
}

final class Leaderboard: ObservableObject {
    @Published var users: [Ranked] = []

    func loadMore(_ page: [Ranked]) {
        users.append(contentsOf: page)
    }
}

struct LeaderboardView: View {
    @StateObject var model = Leaderboard()

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach((0..<model.users.count), id: \.self) { index in
                    Text("\(index + 1). \(model.users[index].name)")
                }
            }
        }
    }
}
