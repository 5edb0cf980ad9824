import SwiftUI

struct Track: Identifiable, Sendable {
    let id: UUID
    var title: String
    var waveform = ""
}

@MainActor
final class Playlist: ObservableObject {
    @Published var tracks: [Track] = []

    func remove(_ id: UUID) {
        tracks.removeAll { $0.id == id }
    }
}

// A `nonisolated` member of a view, and `Task.detached`, run off the main actor: the position is
// found there, and the hop to the main actor in `await MainActor.run { … }` is a wait in which
// `remove(_:)` can take a track out, so the write lands on its neighbour (two warnings). In the
// view's own main-actor code the block would run at once (`main-actor-run-in-a-view`).
struct PlaylistView: View {
    @ObservedObject var playlist: Playlist

    var body: some View {
        List {
            ForEach(playlist.tracks) { track in
                Text(track.title)
            }
        }
    }

    nonisolated func attachWaveform(_ waveform: String, to id: UUID) async {
        if let index = await playlist.tracks.firstIndex(where: { $0.id == id }) {
            await MainActor.run {
                playlist.tracks[index].waveform = waveform
            }
        }
    }

    func attachTitle(_ title: String, to id: UUID) {
        let playlist = playlist
        Task.detached {
            if let index = await playlist.tracks.firstIndex(where: { $0.id == id }) {
                await MainActor.run {
                    playlist.tracks[index].title = title
                }
            }
        }
    }
}
