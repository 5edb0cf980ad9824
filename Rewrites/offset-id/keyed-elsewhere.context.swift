import SwiftUI

struct ServerPicker: View {
    var servers: [Server]

    var body: some View {
        List(servers, id: \.serverUniqueId) { server in
            Text(server.name)
        }
    }
}
