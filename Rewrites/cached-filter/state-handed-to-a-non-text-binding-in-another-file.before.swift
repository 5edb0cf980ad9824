import SwiftUI

struct Speaker: Identifiable {
    let id: Int
    var name: String
}

// `label` goes to a view of another file that never binds it to a field: nothing shows this body
// running on each keystroke.
struct SpeakersView: View {
    let speakers: [Speaker]
    @State private var label = "Favourites"

    private var filteredSpeakers: [Speaker] {
        speakers.filter { $0.name.hasPrefix(label) }
    }

    private var grouped: [(key: Character, value: [Speaker])] {
        Dictionary(grouping: filteredSpeakers, by: { $0.name.first ?? "-" })
            .sorted { $0.key < $1.key }
    }

    var body: some View {
        VStack {
            LabeledToggle(text: $label)
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
