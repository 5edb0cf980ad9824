import SwiftUI

struct Episode: Identifiable {
    let id: Int
    var name: String

    static let placeholder = Episode(id: -1, name: "Loading…")
}

// While loading, the getter gives one placeholder ten times: keyed by position those rows differ,
// keyed by `\.element.id` all ten would share the id -1. Position is their identity: no finding.
struct EpisodesList: View {
    var isLoading: Bool
    let loadedEpisodes: [Episode]

    private var episodes: [Episode] {
        isLoading ? Array(repeating: Episode.placeholder, count: 10) : loadedEpisodes
    }

    var body: some View {
        ForEach(Array(episodes.enumerated()), id: \.offset) { _, episode in
            Text(episode.name)
        }
    }
}
