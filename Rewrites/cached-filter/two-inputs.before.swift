import SwiftUI

struct Contact: Identifiable, Hashable {
    let id: UUID
    var name: String
    var isFavorite: Bool
}

struct ContactsView: View {
    var contacts: [Contact]
    @State private var query = ""
    @State private var favoritesOnly = false

    var body: some View {
        List {
            ForEach(contacts.filter { (!favoritesOnly || $0.isFavorite) && $0.name.hasPrefix(query) }) { contact in
                Text(contact.name)
            }
        }
    }
}
