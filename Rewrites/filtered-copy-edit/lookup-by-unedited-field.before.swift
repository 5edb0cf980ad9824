import SwiftUI

// Looked up by a field the form does not edit (`id`), or by a parameter that holds the row's own
// value: the lookup finds the row the edit was made on.
struct Contact: Identifiable, Hashable {
    let id: UUID
    var name: String
}

struct ContactList: View {
    @State private var contacts: [Contact] = []
    @State private var draft = Contact(id: UUID(), name: "")

    var body: some View {
        List {
            ForEach(contacts) { contact in
                Button(contact.name) { draft = contact }
                    .swipeActions { Button("Delete") { remove(contact) } }
            }
            TextField("Name", text: $draft.name)
            Button("Save", action: save)
        }
    }

    func save() {
        if let index = contacts.firstIndex(where: { $0.id == draft.id }) {
            contacts[index] = draft
        }
    }

    func remove(_ draft: Contact) {
        contacts.removeAll { $0.name == draft.name }
    }
}
