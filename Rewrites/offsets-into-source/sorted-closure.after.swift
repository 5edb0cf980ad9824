import SwiftUI

// Sorted in a computed property, deleted in the modifier's own closure: the offsets are mapped
// through the sorted rows.
struct Contact: Identifiable {
    let id: UUID
    var name: String
}

struct ContactsView: View {
    @Binding var contacts: [Contact]

    var sortedContacts: [Contact] {
        contacts.sorted { $0.name < $1.name }
    }

    var body: some View {
        List {
            ForEach(sortedContacts) { contact in
                Text(contact.name)
            }
            .onDelete { offsets in
                let ids = Set(offsets.map { sortedContacts[$0].id })
                contacts.removeAll { ids.contains($0.id) }
            }
        }
    }
}
