import SwiftUI

struct Contact: Identifiable, Hashable {
    let id: UUID
    var name: String
    var isFavorite: Bool
}

struct ContactsView: View {
    var contacts: [Contact]

    var body: some View {
        List {
            ForEach(contacts.filter { $0.isFavorite }) { contact in
                Text(contact.name)
            }
        }
    }
}
