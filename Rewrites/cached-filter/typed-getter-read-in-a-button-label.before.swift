import SwiftUI

struct Speaker: Identifiable {
    let id: Int
    var name: String
}

// A button's label is built with the body: its read of the getter counts, and with the rows'
// it makes two per keystroke.
struct SpeakersView: View {
    let speakers: [Speaker]
    let hiddenIDs: [Int]
    @State private var searchText = ""
    @State private var showAll = false

    private var filteredSpeakers: [Speaker] {
        speakers.filter { speaker in
            speaker.name.localizedCaseInsensitiveContains(searchText) && !hiddenIDs.contains(where: { $0 == speaker.id })
        }
    }

    var body: some View {
        VStack {
            TextField("Search", text: $searchText)
            Button {
                showAll.toggle()
            } label: {
                Text("Show all \(filteredSpeakers.count)")
            }
            List(filteredSpeakers) { speaker in
                Text(speaker.name)
            }
        }
    }
}
