import SwiftUI

struct Contact: Identifiable, Hashable {
    let id: UUID
    var name: String
    var isFavorite: Bool
}

struct ContactsView: View {
    let contacts: [Contact]

    var body: some View {
        NavigationStack {
            List {
                ForEach(contacts.filter(\.isFavorite)) { contact in
                    Text(contact.name)
                }
            }
            .navigationTitle("Favorites")
        }
    }
}
