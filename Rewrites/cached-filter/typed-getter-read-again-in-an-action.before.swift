import SwiftUI

struct Speaker: Identifiable {
    let id: Int
    var name: String
}

// `filteredSpeakers` filters by the typed text, so each keystroke must run it once anyway. Its
// second read is in a button's action, which runs when tapped, not with the body: one read per
// body, nothing to say.
struct SpeakersView: View {
    let speakers: [Speaker]
    @State private var searchText = ""
    @State private var picked: Speaker?

    private var filteredSpeakers: [Speaker] {
        speakers.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        VStack {
            TextField("Search", text: $searchText)
            Button("Pick the first") {
                picked = filteredSpeakers.first
            }
            List(filteredSpeakers) { speaker in
                Text(speaker.name)
            }
        }
    }
}
