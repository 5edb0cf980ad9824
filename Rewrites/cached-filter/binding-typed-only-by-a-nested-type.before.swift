import SwiftUI

struct Speaker: Identifiable {
    let id: Int
    var name: String
}

// `TagChip.text` is never typed into: the text field belongs to a type nested in `TagChip` (in the
// other file), which binds its own `text`. Nothing shows this body running per keystroke.
struct SpeakersView: View {
    let speakers: [Speaker]
    @State private var tag = ""

    private var filteredSpeakers: [Speaker] {
        speakers.filter { $0.name.contains(tag) }
    }

    var body: some View {
        VStack {
            TagChip(text: $tag)
            List(filteredSpeakers) { speaker in Text(speaker.name) }
            Text("\(filteredSpeakers.count) speakers")
        }
    }
}
