import SwiftUI

struct Contact: Identifiable, Hashable {
    let id: UUID
    var name: String
    var isFavorite: Bool
}

struct ContactsView: View {
    let contacts: [Contact]
    @State private var favoriteContacts: [Contact] = []

    var body: some View {
        NavigationStack {
            List {
                ForEach(favoriteContacts) { contact in
                    Text(contact.name)
                }
            }
            .navigationTitle("Favorites")
        }
        .onChange(of: contacts, initial: true) { _, newContacts in
            favoriteContacts = newContacts.filter(\.isFavorite)
        }
    }
}
