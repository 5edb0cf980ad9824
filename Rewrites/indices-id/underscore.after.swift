import SwiftUI

struct User: Identifiable {
    let id: UUID
    var name: String
}

struct UsersView: View {
    @Binding var users: [User]

    var body: some View {
        List {
            ForEach(users) { _ in
                Divider()
            }
        }
    }
}

extension UsersView {
    func remove(at offsets: IndexSet) {
        users.remove(atOffsets: offsets)
    }
}
