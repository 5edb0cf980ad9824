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
                HStack {
                    Text(users[i].name)
                    Spacer()
                    Button("Copy") {
                        UIPasteboard.general.string = users[i].name
                    }
                }
                .contextMenu {
                    Text("\(users[i].name) · \(users[i].id)")
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
