import SwiftUI

// In a List each top-level view of a row is a row of its own: the `Spacer()` meant to push the
// card's content is an empty row after every server, padded and shadowed like the card.
struct Server: Identifiable {
    let id: String
    var name: String
    var address: String
}

struct ServerList: View {
    let servers: [Server]

    var body: some View {
        List {
            ForEach(servers) { server in
                VStack {
                    Text(server.name)
                    Text(server.address)
                }
                Spacer()
            }
            .padding()
            .shadow(radius: 5)
        }
    }
}
