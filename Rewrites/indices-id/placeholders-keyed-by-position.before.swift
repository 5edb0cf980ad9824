import SwiftUI

struct Episode: Identifiable {
    let id: Int
    var name: String

    static let placeholder = Episode(id: -1, name: "Loading…")
}

// The getter may give one placeholder again and again: keyed by their ids those rows would share
// one, so position is their identity here and the rows over `indices` stay.
struct EpisodesList: View {
    var isLoading: Bool
    let loadedEpisodes: [Episode]

    private var episodes: [Episode] {
        if isLoading { return Array(repeating: .placeholder, count: 10) }
        return loadedEpisodes
    }

    var body: some View {
        ForEach(episodes.indices, id: \.self) { index in
            Text(episodes[index].name)
        }
    }
}
