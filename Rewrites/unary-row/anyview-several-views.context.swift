import SwiftUI

struct ContactLines: View {
    var contact: Contact

    var body: some View {
        Text(contact.name)
        Text(contact.email)
            .foregroundStyle(.secondary)
    }
}
