import SwiftUI

struct User: Identifiable {
    let id: UUID
    var name: String
}

struct UsersView: View {
    @Binding var users: [User]

    var body: some View {
        List {
            ForEach(users.indices, id: \.self) { index in
                let person = users[index]
                Text(person.name)
                    .bold(users[index].name.isEmpty)
            }
        }
    }
}

extension UsersView {
    func remove(at offsets: IndexSet) {
        users.remove(atOffsets: offsets)
    }
}
