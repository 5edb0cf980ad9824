import SwiftUI

// The model moves a copy of its songs and assigns it back: the offsets are positions in the
// filtered rows, applied to all the songs.
struct PlaylistView: View {
    @ObservedObject var model: PlaylistModel

    var body: some View {
        List {
            ForEach(model.visibleSongs) { song in
                Text(song.title)
            }
            .onMove(perform: model.move)
        }
    }
}
