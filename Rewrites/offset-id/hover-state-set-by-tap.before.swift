import SwiftUI

struct Lyric {
    let line: String
    let start: Double
}

// The hover state is also set by a tap, so it is not only where the pointer is: it stays with the
// position when the next song's lyrics replace these, and the tapped line's mark shows on another.
struct LyricLine: View {
    let lyric: Lyric
    @State private var isHovering = false

    var body: some View {
        Text(lyric.line)
            .opacity(isHovering ? 1 : 0.6)
            .onTapGesture { isHovering = true }
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
