import SwiftUI

struct Speaker: Identifiable {
    let id: Int
    var name: String
}

// A button's label is built with the body: its read of the getter counts, and with the rows'
// it makes two per keystroke.
struct SpeakersView: View {
    let speakers: [Speaker]
    @State private var searchText = ""
    @State private var showAll = false

    private var filteredSpeakers: [Speaker] {
        speakers.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
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
