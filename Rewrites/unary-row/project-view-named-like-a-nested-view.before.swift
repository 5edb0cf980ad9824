import SwiftUI

// Inside `Admin`, `UserRow(user:)` is `Admin.UserRow`, whose body is one text; the top-level
// `UserRow` of that name leaves non-admins out. A name a nested type also has is not known to be the
// top-level view where it is written: silent (a review's probe).
struct User: Identifiable {
    let id: UUID
    let name: String
    var isAdmin = false
}

enum Admin {
    struct UserRow: View {
        let user: User
        var body: some View {
            Text(user.name)
        }
    }

    struct Rows: View {
        @State var users: [User] = []
        var body: some View {
            List {
                Button("Add") { users.insert(User(id: UUID(), name: "New"), at: 0) }
                ForEach(users) { user in
                    UserRow(user: user)
                }
            }
        }
    }
}

struct UserRow: View {
    let user: User
    var body: some View {
        if user.isAdmin {
            Text(user.name)
        }
    }
}
