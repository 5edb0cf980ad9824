import SwiftUI

struct User: Identifiable {
    let id: UUID
    var name: String
}

struct UsersView: View {
    @Binding var users: [User]

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
        withAnimation { users.remove(atOffsets: offsets) }
    }
}
