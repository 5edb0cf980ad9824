import SwiftUI

struct User: Identifiable {
    let id: UUID
    var name: String
}

struct UsersView: View {
    @Binding var users: [User]

    var body: some View {
        List {
            ForEach(users) { user in
                HStack {
                    Text(user.name)
                    Spacer()
                    Button("Copy") {
                        UIPasteboard.general.string = user.name
                    }
                }
                .contextMenu {
                    Text("\(user.name) · \(user.id)")
                }
            }
        }
    }
}

extension UsersView {
    func remove(at offsets: IndexSet) {
        users.remove(atOffsets: offsets)
    }
}
