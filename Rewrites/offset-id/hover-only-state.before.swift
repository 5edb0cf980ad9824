import SwiftUI

struct Lyric {
    let line: String
    let start: Double
}

// Each line keeps one state: whether the pointer is over it. That belongs to the place on
// screen, not to the line: when the next song's lyrics replace these, the highlight staying
// with the position is where the pointer still is. Keyed by position, nothing shows wrong.
struct LyricLine: View {
    let lyric: Lyric
    @State private var isHovering = false

    var body: some View {
        Text(lyric.line)
            .opacity(isHovering ? 1 : 0.6)
            .onHover { hovering in
                isHovering = hovering
            }
    }
}

struct LyricsView: View {
    let songID: Int
    @State private var lyrics: [Lyric] = []

    var body: some View {
        VStack {
            ForEach(Array(lyrics.enumerated()), id: \.offset) { index, lyric in
                LyricLine(lyric: lyric)
            }
        }
        .task(id: songID) {
            lyrics = await Self.load(songID)
        }
    }

    static func load(_ id: Int) async -> [Lyric] {
        [Lyric(line: "La", start: 0)]
    }
}
