import SwiftUI

struct Contact: Identifiable, Hashable {
    let id: UUID
    var name: String
    var isFavorite: Bool
}

struct ContactsView: View {
    var contacts: [Contact]
    @State private var query = ""

    var body: some View {
        List {
            ForEach(contacts.filter { query.isEmpty || $0.name.contains(query) }) { contact in
                Text(contact.name)
            }
        }
        .searchable(text: $query)
    }
}
