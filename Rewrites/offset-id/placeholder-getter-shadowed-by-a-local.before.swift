import SwiftUI

struct Episode: Identifiable {
    let id: Int
    var name: String
    static let placeholder = Episode(id: -1, name: "Loading…")
}

// The local `episodes` shadows the getter: it is the loaded episodes, which never repeat.
struct EpisodesList: View {
    var isLoading: Bool
    let loadedEpisodes: [Episode]

    private var episodes: [Episode] {
        isLoading ? Array(repeating: Episode.placeholder, count: 10) : loadedEpisodes
    }

    var body: some View {
        let episodes = loadedEpisodes
        return VStack {
            ForEach(Array(episodes.enumerated()), id: \.offset) { _, episode in
                Text(episode.name)
            }
        }
    }
}
