import SwiftUI

// The row is given an identity of its own from the element (`.id(episode.title)`): a changed title
// makes a new row, object and all, so the object built in `init` is never stale for what it shows.
struct Episode: Identifiable {
    let id: UUID
    var title: String
}

final class EpisodeModel: ObservableObject {
    let episode: Episode
    init(episode: Episode) { self.episode = episode }
}

struct EpisodeRow: View {
    let episode: Episode
    @StateObject private var model: EpisodeModel

    init(episode: Episode) {
        self.episode = episode
        _model = StateObject(wrappedValue: EpisodeModel(episode: episode))
    }

    var body: some View { Text(model.episode.title) }
}

struct EpisodeList: View {
    @State private var episodes: [Episode] = []

    var body: some View {
        List {
            ForEach(episodes) { episode in
                EpisodeRow(episode: episode)
                    .id(episode.title)
            }
            Button("Rename") {
                if !episodes.isEmpty { episodes[0].title = "Renamed" }
            }
        }
    }
}
