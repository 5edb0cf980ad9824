import SwiftUI

struct Contact: Identifiable {
    let id: UUID
    var name: String
    var phone: String?
}

struct PhoneList: View {
    var contacts: [Contact]

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
