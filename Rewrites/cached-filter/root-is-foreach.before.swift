import SwiftUI

struct Contact: Identifiable, Hashable {
    let id: UUID
    var name: String
    var isFavorite: Bool
}

// The ForEach is body's outermost view: a modifier there would run per row.
struct ContactsView: View {
    var contacts: [Contact]

    var body: some View {
        ForEach(contacts.filter { $0.isFavorite }) { contact in
            Text(contact.name)
        }
    }
}
