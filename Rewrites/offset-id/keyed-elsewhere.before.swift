import SwiftUI

/// Not Identifiable: two servers can share an `id`, and the app tells them apart by `serverUniqueId`.
struct Server: Hashable {
    let id: Int
    let serverId: String
    var name: String

    var serverUniqueId: String { "\(serverId)/\(id)" }
}

struct ServerListView: View {
    @Binding var servers: [Server]

    var body: some View {
        ForEach(Array(servers.enumerated()), id: \.offset) { index, server in
            Text("\(index + 1). \(server.name)")
        }
    }
}

extension ServerListView {
    func remove(at offsets: IndexSet) {
        withAnimation { servers.remove(atOffsets: offsets) }
    }
}
