import SwiftUI

// Each row's button reads the getter, but only when it is tapped: a read in an action runs with
// the tap, not with the body. One sort per keystroke: silent.
struct Song: Identifiable, Equatable {
    let id: Int
    var title: String
}

struct PlaylistView: View {
    let songs: [Song]
    @State private var note = ""
    @State private var playing: Int?

    private var playable: [Song] {
        songs.sorted { $0.title < $1.title }
    }

    var body: some View {
        VStack {
            TextField("Note", text: $note)
            List {
                ForEach(playable) { song in
                    Button(song.title) {
                        playing = playable.firstIndex(of: song)
                    }
                }
            }
        }
    }
}
