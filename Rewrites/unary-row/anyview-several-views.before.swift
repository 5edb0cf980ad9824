import SwiftUI

struct Contact: Identifiable {
    let id: UUID
    var name: String
    var email: String
    var isExpanded: Bool
}

struct ContactsList: View {
    var contacts: [Contact]

    var body: some View {
        List {
            ForEach(contacts) { contact in
                AnyView(ContactLines(contact: contact))
            }
        }
    }
}
