import SwiftUI

struct User: Identifiable {
    let id: UUID
    var name: String
}

// `indices-id` rewrites these rows to rows over `users` where it runs, and `constant-range` yields
// to it there; run alone, `constant-range` still reports the range SwiftUI reads once.
struct UsersView: View {
    var users: [User]

    var body: some View {
        List {
            ForEach(0..<users.count) { i in
                Text(users[i].name)
            }
        }
    }
}
