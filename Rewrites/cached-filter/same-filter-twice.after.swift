import SwiftUI

struct Contact: Identifiable, Hashable {
    let id: UUID
    var name: String
    var isFavorite: Bool
}

struct ContactsView: View {
    var contacts: [Contact]
    @State private var favoriteContacts: [Contact] = []

    var body: some View {
        List {
            Section("Names") {
                ForEach(favoriteContacts) { contact in
                    Text(contact.name)
                }
            }
            Section("Ids") {
                ForEach(favoriteContacts) { contact in
                    Text(contact.id.uuidString)
                }
            }
        }
        .onChange(of: contacts, initial: true) { _, newContacts in
            favoriteContacts = newContacts.filter { $0.isFavorite }
        }
    }
}
