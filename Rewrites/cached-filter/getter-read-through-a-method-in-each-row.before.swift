import SwiftUI

struct Contact: Identifiable {
    let id: UUID
    var name: String
}

// Each row asks `rank(of:)` for its place among the matches, and that method reads `matches`
// again: every keystroke filters the contacts once for the rows and once more per row. A method
// that returns a number counts as a view member would (`getter-read-in-a-row-helper`). A warning.
struct ContactsView: View {
    let contacts: [Contact]
    @State private var query = ""

    private var matches: [Contact] {
        contacts.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    private func rank(of contact: Contact) -> Int {
        (matches.firstIndex { $0.id == contact.id } ?? 0) + 1
    }

    var body: some View {
        NavigationStack {
            if matches.isEmpty {
                Text("No contacts")
            } else {
                List(matches) { contact in
                    Text("\(rank(of: contact)). \(contact.name)")
                }
            }
        }
        .searchable(text: $query)
    }
}
