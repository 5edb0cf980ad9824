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
        VStack {
            List(favoriteContacts) { contact in
                Text(contact.name)
            }
        }
        .onChange(of: contacts, initial: true) { _, newContacts in
            favoriteContacts = newContacts.filter({ contact in contact.isFavorite })
        }
    }
}
