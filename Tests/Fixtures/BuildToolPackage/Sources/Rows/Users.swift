// SwiftUI exists on Apple's systems only: the code builds there, and listfix reads it anywhere.
#if canImport(SwiftUI)
import SwiftUI

struct User: Identifiable {
    let id: UUID
    var name: String
}

struct UsersView: View {
    @Binding var users: [User]

    var body: some View {
        ForEach(Array(users.enumerated()), id: \.offset) { index, user in
            Text("\(index). \(user.name)")
        }
    }
}

extension UsersView {
    func remove(at offsets: IndexSet) {
        withAnimation { users.remove(atOffsets: offsets) }
    }
}
#endif
