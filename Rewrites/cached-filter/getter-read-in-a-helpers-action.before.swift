import SwiftUI

struct Contact: Identifiable {
    let id: UUID
    var name: String
}

// Each row is made by `row(_:)`, which reads `matches` only in its button's action: the filter runs
// when a contact is tapped, not once per row with the body. One filter by the typed text per
// keystroke is what the search needs. Silent.
struct ContactsView: View {
    let contacts: [Contact]
    @State private var query = ""
    @State private var selected: Contact?

    private var matches: [Contact] {
        contacts.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    private func row(_ contact: Contact) -> some View {
        Button(contact.name) {
            selected = matches.first { $0.id == contact.id }
        }
    }

    var body: some View {
        NavigationStack {
            if matches.isEmpty {
                Text("No contacts")
            } else {
                List(matches) { contact in
                    row(contact)
                }
            }
        }
        .searchable(text: $query)
    }
}
