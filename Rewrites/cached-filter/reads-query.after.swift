import SwiftUI

struct Contact: Identifiable, Hashable {
    let id: UUID
    var name: String
    var isFavorite: Bool
}

struct ContactsView: View {
    var contacts: [Contact]
    @State private var query = ""
    @State private var filteredContacts: [Contact] = []

    var body: some View {
        List {
            ForEach(filteredContacts) { contact in
                Text(contact.name)
            }
        }
        .searchable(text: $query)
        .onChange(of: contacts, initial: true) { refreshFilteredContacts() }
        .onChange(of: query) { refreshFilteredContacts() }
    }

    private func refreshFilteredContacts() {
        filteredContacts = contacts.filter { query.isEmpty || $0.name.contains(query) }
    }
}
