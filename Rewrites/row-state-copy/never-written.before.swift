import SwiftUI

struct User: Identifiable {
    let id: Int
    var login: String
}

// The row copies the user into `@State` but never writes it: no edit is lost.
struct UserRow: View {
    @State var user: User

    var body: some View {
        Text(user.login)
    }
}

struct UsersView: View {
    @State private var users: [User] = []

    var body: some View {
        List(users) { user in
            UserRow(user: user)
        }
        .task { users = [] }
    }
}
