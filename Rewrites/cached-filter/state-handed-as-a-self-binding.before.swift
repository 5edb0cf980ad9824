import SwiftUI

struct Speaker: Identifiable {
    let id: Int
    var name: String
}

// `self.$searchText` handed to a search bar (another file) that binds `self.$text` to its field.
struct SpeakersView: View {
    let speakers: [Speaker]
    let hiddenIDs: [Int]
    @State private var searchText = ""

    private var filteredSpeakers: [Speaker] {
        speakers.filter { speaker in
            speaker.name.localizedCaseInsensitiveContains(searchText) && !hiddenIDs.contains(where: { $0 == speaker.id })
        }
    }

    var body: some View {
        VStack {
            SearchBar(text: self.$searchText)
            Text("\(filteredSpeakers.count) speakers")
            List(filteredSpeakers) { speaker in Text(speaker.name) }
        }
    }
}
