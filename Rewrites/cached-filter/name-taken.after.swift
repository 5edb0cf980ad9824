import SwiftUI

struct Contact: Identifiable, Hashable {
    let id: UUID
    var name: String
    var isFavorite: Bool
}

struct ContactsView: View {
    var contacts: [Contact]
    @State private var favoriteContacts2: [Contact] = []
    var favoriteContacts: Int { 3 }

    var body: some View {
        List {
            ForEach(favoriteContacts2) { contact in
                Text(contact.name)
            }
        }
        .onChange(of: contacts, initial: true) { _, newContacts in
            favoriteContacts2 = newContacts.filter { $0.isFavorite }
        }
    }
}
