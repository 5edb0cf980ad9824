import SwiftUI

struct User: Identifiable {
    let id: UUID
    let name: String
}

struct PackingList: Identifiable {
    let id: UUID
    let ownerID: UUID
    let name: String
}

// Each row is a `UserSection`, whose body is an `if` without `else`: a user with no lists makes
// no view. SwiftUI counts a view by its body's type, so the lazy stack evaluates every row's body
// to find which rows exist, as it would for the `if` written in the row (read on a held-out packing
// app's templates). The condition is the view's own: no fix.
struct TemplatesView: View {
    @State private var users: [User] = []
    @State private var lists: [PackingList] = []

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 20) {
                ForEach(users) { user in
                    UserSection(user: user, lists: lists.filter { $0.ownerID == user.id })
                }
            }
        }
        .task { users = await loadUsers() }
    }

    func loadUsers() async -> [User] { [] }
}

struct UserSection: View {
    let user: User
    let lists: [PackingList]

    var body: some View {
        if !lists.isEmpty {
            VStack(alignment: .leading) {
                Text(user.name)
                ForEach(lists) { list in
                    Text(list.name)
                }
            }
        }
    }
}

// A row view whose body is one stack on every path counts one: silent.
struct OwnersView: View {
    @State private var users: [User] = []

    var body: some View {
        List {
            ForEach(users) { user in
                OwnerRow(user: user)
            }
        }
        .task { users = [] }
    }
}

struct OwnerRow: View {
    let user: User

    var body: some View {
        if user.name.isEmpty {
            Text("Unnamed")
        } else {
            Text(user.name)
        }
    }
}

// A `Group` of branches is SwiftUI's own, flattened on purpose: not a view whose body is read here.
struct GroupedOwnersView: View {
    @State private var users: [User] = []

    var body: some View {
        List {
            ForEach(users) { user in
                Group {
                    if user.name.isEmpty {
                        Text("Unnamed")
                        Text("No lists")
                    } else {
                        Text(user.name)
                    }
                }
            }
        }
        .task { users = [] }
    }
}
