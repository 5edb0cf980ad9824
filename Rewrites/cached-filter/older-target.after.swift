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
            ForEach(favoriteContacts) { contact in
                Text(contact.name)
            }
        }
        .onAppear { refreshFavoriteContacts() }
        .onChange(of: contacts) { _ in refreshFavoriteContacts() }
    }

    private func refreshFavoriteContacts() {
        favoriteContacts = contacts.filter { $0.isFavorite }
    }
}
