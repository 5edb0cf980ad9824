import SwiftUI

// Seed 000, "ForEach identity and stability", the wrong example word for word, in a view handed
// its users: nothing here shows them changing, so it is a migration (a note) to the right one.
struct User: Identifiable {
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
            ForEach(users.indices, id: \.self) { index in
                UserRow(user: users[index])
            }
        }
    }
}
