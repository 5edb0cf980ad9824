import SwiftUI

// The rows' data changes while shown (`clear()` below): each change makes SwiftUI evaluate every row.
struct Contact: Identifiable {
    let id: UUID
    var name: String
    var email: String
    var isExpanded: Bool
}

struct ContactsList: View {
    @Binding var contacts: [Contact]

    var body: some View {
        List {
            ForEach(contacts) { contact in
                AnyView(ContactLines(contact: contact))
            }
        }
    }
}

extension ContactsList {
    func clear() {
        contacts.removeAll()
    }
}
