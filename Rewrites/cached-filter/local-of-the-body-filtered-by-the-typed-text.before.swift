import SwiftUI

struct Contact: Identifiable {
    let id: UUID
    var name: String
    var team: String
}

// The `let` of the body filters by the text being typed: every keystroke must filter again, cache
// or not, so its walk of the muted teams is no hazard to report. Silent.
struct ContactsView: View {
    @State private var contacts: [Contact] = []
    @State private var mutedTeams: [String] = []
    @State private var query = ""

    var body: some View {
        let matching = contacts.filter { contact in
            contact.name.contains(query) && !mutedTeams.contains(where: { $0 == contact.team })
        }
        VStack {
            TextField("Search", text: $query)
            List {
                ForEach(matching) { contact in
                    Text(contact.name)
                }
            }
            Button("Add") {
                contacts.append(Contact(id: UUID(), name: query, team: ""))
            }
        }
    }
}
