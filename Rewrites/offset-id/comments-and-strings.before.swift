import SwiftUI

struct Song: Identifiable {
    let id: UUID
    var title: String
}

struct SongsView: View {
    var songs: [Song]

    // ForEach(songs.enumerated(), id: \.offset) { i, song in Text(song.title) }
    /* ForEach(Array(songs.enumerated()), id: \.offset) { _, s in Text(s.title) } */
    let snippet = "ForEach(songs.enumerated(), id: \\.offset) { i, song in }"

    var body: some View {
        // listfix:ignore offset-id
        ForEach(songs.enumerated(), id: \.offset) { index, song in
            Text("\(index). \(song.title)")
        }
    }
}
