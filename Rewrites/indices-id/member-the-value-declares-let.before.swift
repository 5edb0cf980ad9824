import SwiftUI

struct MatchProfile {
    let name: String
    let clubs: [String]
}

final class MatchModel: ObservableObject {
    @Published var profile = MatchProfile(name: "", clubs: [])
    @Published var sharedClubs: [Bool] = []

    func load(_ profile: MatchProfile, shared: [Bool]) {
        self.profile = profile
        sharedClubs = shared
    }
}

// Another type's `clubs`, which does move: it says nothing of `MatchProfile.clubs`, a `let`.
final class ProfileEditorModel: ObservableObject {
    @Published var clubs: [String] = []

    func toggle(_ club: String) {
        if let index = clubs.firstIndex(of: club) {
            clubs.remove(at: index)
        } else {
            clubs.append(club)
        }
    }
}

struct MatchView: View {
    @StateObject var model = MatchModel()

    var body: some View {
        let clubs = model.profile.clubs
        HStack {
            ForEach(clubs.indices, id: \.self) { index in
                Text(clubs[index])
                    .bold(model.sharedClubs[index])
            }
        }
    }
}
