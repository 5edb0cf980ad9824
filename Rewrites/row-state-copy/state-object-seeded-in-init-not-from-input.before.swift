import SwiftUI

// The row's `init` builds its `@StateObject` from nothing it is given: a new timer model for each
// row, whatever its song. The song itself is read fresh from `song` every time.
struct Song: Identifiable {
    let id: UUID
    var title: String
}

final class PlaybackClock: ObservableObject {
    @Published var seconds = 0
}

struct SongRow: View {
    let song: Song
    @StateObject private var clock: PlaybackClock

    init(song: Song) {
        self.song = song
        _clock = StateObject(wrappedValue: PlaybackClock())
    }

    var body: some View {
        Text("\(song.title) \(clock.seconds)")
    }
}

struct PlaylistView: View {
    @State private var songs: [Song] = []

    var body: some View {
        List {
            ForEach(songs) { song in
                SongRow(song: song)
            }
            Button("Rename first") {
                if !songs.isEmpty { songs[0].title = "Renamed" }
            }
        }
    }
}
