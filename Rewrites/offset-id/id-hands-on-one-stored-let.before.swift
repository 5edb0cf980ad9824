import SwiftUI

// `Track.id` hands on one stored `let`: as unique as storing it as `id`, so keying the rows by it
// is safe (an `id` made from several, `id-computed-from-content-unsafe-fixes`, is not).
struct Track: Identifiable {
    let uuid: UUID
    var title: String
    var id: UUID { uuid }
}

struct TrackList: View {
    let tracks: [Track]

    var body: some View {
        VStack {
            ForEach(Array(tracks.enumerated()), id: \.offset) { index, track in
                Text("\(index + 1). \(track.title)")
            }
        }
    }
}
