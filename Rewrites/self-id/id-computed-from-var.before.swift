import SwiftUI

/// Identifiable, but its `id` is a `var` under another name: editing the email changes the id.
struct Contact: Identifiable, Hashable {
    var email: String
    var name: String

    var id: String { email }

    mutating func rename(to name: String) { self.name = name }
}

struct ContactsView: View {
    @State private var contacts: [Contact] = []

    var body: some View {
        List {
            ForEach(contacts, id: \.self) { contact in
                Text(contact.name)
            }
        }
    }
}
