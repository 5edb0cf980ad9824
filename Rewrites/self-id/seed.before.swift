import SwiftUI

// Seed 000, "ForEach identity and stability": `id: \.self` over users that are Identifiable and
// Hashable, in a view handed them. A migration (a note) to the right example, `ForEach(users)`.
struct User: Identifiable, Hashable {
    let id: UUID
    var name: String
}

struct UserRow: View {
    let user: User

    var body: some View {
        Text(user.name)
    }
}

struct UserList: View {
    let users: [User]

    var body: some View {
        List {
            ForEach(users, id: \.self) { user in
                UserRow(user: user)
            }
        }
    }
}
