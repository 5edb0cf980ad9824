import SwiftUI

// The rows come from a method that filters against the pinned list and sorts, called twice per
// body in a view whose search field re-runs the body on every keystroke.
struct Contact: Identifiable {
    let id: Int
    var name: String
    var isFavorite: Bool
}

enum AddressBook {
    static func contacts() async -> [Contact] { [] }
}

struct ContactsView: View {
    @State private var contacts: [Contact] = []
    @State private var query = ""
    @State private var pinned: [Int] = []

    func favorites() -> [Contact] {
        contacts.filter { contact in contact.isFavorite || pinned.contains(where: { $0 == contact.id }) }.sorted { $0.name < $1.name }
    }

    var body: some View {
        List {
            Section("\(favorites().count) favorites") {
                ForEach(favorites()) { contact in
                    Text(contact.name)
                }
            }
        }
        .searchable(text: $query)
        .task { contacts = await AddressBook.contacts() }
    }
}
