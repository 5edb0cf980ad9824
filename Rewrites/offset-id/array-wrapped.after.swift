import SwiftUI

struct User: Identifiable {
    let id = UUID()
    var name: String
}

struct UsersView: View {
    @Binding var users: [User]

    var body: some View {
        VStack {
            ForEach(Array(users.enumerated()), id: \.element.id) { index, user in
                Text("\(index + 1). \(user.name)")
            }
        }
    }
}

extension UsersView {
    func remove(at offsets: IndexSet) {
        users.remove(atOffsets: offsets)
    }
}
