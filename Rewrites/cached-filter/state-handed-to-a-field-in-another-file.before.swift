import SwiftUI

struct Speaker: Identifiable {
    let id: Int
    var name: String
}

// `searchText` is handed to a search bar declared in another file, which binds it to a text
// field: each keystroke runs this body again, and `grouped` filters, groups and sorts every
// speaker for the section list and again for the index.
struct SpeakersView: View {
    let speakers: [Speaker]
    @State private var searchText = ""

    private var filteredSpeakers: [Speaker] {
        guard !searchText.isEmpty else { return speakers }
        return speakers.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
    }

    private var grouped: [(key: Character, value: [Speaker])] {
        Dictionary(grouping: filteredSpeakers, by: { $0.name.first ?? "-" })
            .sorted { $0.key < $1.key }
    }

    var body: some View {
        VStack {
            InlineSearchBar(placeholder: "Search speakers", text: $searchText)
            HStack {
                ForEach(grouped, id: \.key) { letter, _ in
                    Text(String(letter))
                }
            }
            List {
                ForEach(grouped, id: \.key) { letter, speakers in
                    Section(String(letter)) {
                        ForEach(speakers) { speaker in
                            Text(speaker.name)
                        }
                    }
                }
            }
        }
    }
}
