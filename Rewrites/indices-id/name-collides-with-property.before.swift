import SwiftUI

struct User: Identifiable {
    let id: UUID
    var name: String
}

struct UsersView: View {
    @Binding var users: [User]
    var user: User?

    var body: some View {
        List {
            ForEach(users.indices, id: \.self) { i in
                Text(users[i].name)
            }
        }
    }
}

extension UsersView {
    func remove(at offsets: IndexSet) {
        users.remove(atOffsets: offsets)
    }
}
