import SwiftUI

// The rows' data changes while shown (`clear()` below): each change makes SwiftUI evaluate every row.
struct Contact: Identifiable {
    let id: UUID
    var name: String
    var phone: String?
}

struct PhoneList: View {
    @Binding var contacts: [Contact]

    var body: some View {
        List {
            ForEach(contacts) { contact in
                if let phone = contact.phone {
                    Text("\(contact.name): \(phone)")
                }
            }
        }
    }
}

extension PhoneList {
    func clear() {
        contacts.removeAll()
    }
}
