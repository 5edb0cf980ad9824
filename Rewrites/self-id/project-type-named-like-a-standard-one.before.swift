import SwiftUI

// The app's own `Character` shadows Swift's: rows of it are rows of an Identifiable struct.
struct Character: Identifiable, Hashable {
    let id: Int
    let name: String
    var status: String
}

final class EpisodeModel: ObservableObject {
    @Published private(set) var characters: [Character] = []

    func loaded(_ characters: [Character]) { self.characters = characters }
}

struct EpisodeView: View {
    @StateObject var model: EpisodeModel

    var body: some View {
        List {
            ForEach(model.characters, id: \.self) { character in
                Text(character.name)
            }
        }
    }
}
