import SwiftUI

struct Contact: Identifiable, Hashable {
    let id: UUID
    var name: String
    var isFavorite: Bool
}

struct ContactsView: View {
    var contacts: [Contact]

    var body: some View {
        VStack {
            List(contacts.filter({ contact in contact.isFavorite })) { contact in
                Text(contact.name)
            }
        }
    }
}
