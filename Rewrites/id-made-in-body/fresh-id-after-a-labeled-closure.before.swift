import SwiftUI

struct Song: Identifiable {
    let id: Int
    var title: String
}

// `.id(UUID())` after a section's labeled trailing closure (`} header: { … }`) is on the section,
// which holds the rows: every evaluation gives it a new identity, so SwiftUI builds the section and
// its rows again on each update (read on a held-out music player's match table, `} rows: { … }`).
struct SongSection: View {
    let songs: [Song]

    var body: some View {
        List {
            Section {
                ForEach(songs) { song in
                    Text(song.title)
                }
            } header: {
                Text("Songs")
            }
            .id(UUID())
        }
    }
}
