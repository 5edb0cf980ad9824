import SwiftUI

struct Contact: Identifiable, Hashable {
    let id: UUID
    var name: String
    var isFavorite: Bool
}

// The predicate calls a method of the view: its inputs cannot be tracked.
struct ContactsView: View {
    var contacts: [Contact]

    var body: some View {
        List {
            ForEach(contacts.filter { isVisible($0) }) { contact in
                Text(contact.name)
            }
        }
    }

    func isVisible(_ contact: Contact) -> Bool { !contact.name.isEmpty }
}
