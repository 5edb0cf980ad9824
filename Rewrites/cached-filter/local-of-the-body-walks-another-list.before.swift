import SwiftUI

struct Contact: Identifiable {
    let id: UUID
    var name: String
    var team: String
}

// The rows come from a `let` of the body, which filters every contact against the muted teams,
// walked once for each contact; the same body holds the text field of a note being written, so
// each keystroke does all of that again: a warning, as the same filter inline or in a getter is.
// No fix: the local may have other readers in the body.
struct ContactsView: View {
    @State private var contacts: [Contact] = []
    @State private var mutedTeams: [String] = []
    @State private var note = ""

    var body: some View {
        let audible = contacts.filter { contact in
            !mutedTeams.contains(where: { $0 == contact.team })
        }
        VStack {
            TextField("Note", text: $note)
            List {
                ForEach(audible) { contact in
                    Text(contact.name)
                }
            }
            Button("Add") {
                contacts.append(Contact(id: UUID(), name: note, team: ""))
            }
        }
    }
}
