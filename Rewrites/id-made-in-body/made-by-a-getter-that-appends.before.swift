import SwiftUI

struct Server: Hashable, Identifiable {
    var id = UUID()
    var user: String
    var host: String
}

struct Connection {
    var user: String
    var host: String
}

// Servers collected by a getter into a local it fills with `append`, each value made there with a
// new `UUID()`: every read makes new ids, and the list selects by them. Picking a row redraws the
// view, the rows come back with other ids, and the selection matches none of them. A warning (read
// on a held-out sync app's SSH key settings, where the highlight was lost).
struct ServerPicker: View {
    let connections: [Connection]
    @State private var picked: Server?

    var body: some View {
        List(selection: $picked) {
            ForEach(servers ?? []) { server in
                Text("\(server.user)@\(server.host)").tag(server)
            }
        }
        Text(picked?.host ?? "Pick a server")
    }

    var servers: [Server]? {
        guard !connections.isEmpty else { return nil }
        var unique = [Server]()
        for connection in connections where !unique.contains(where: { $0.host == connection.host }) {
            let server = Server(user: connection.user, host: connection.host)
            unique.append(server)
        }
        return unique
    }
}

// The same getter appending values kept elsewhere (`saved[i]`): nothing is made, nothing to say.
// Silent.
struct SavedServerPicker: View {
    let saved: [Server]
    @State private var picked: Server?

    var body: some View {
        List(selection: $picked) {
            ForEach(servers) { server in
                Text(server.host).tag(server)
            }
        }
    }

    var servers: [Server] {
        var unique = [Server]()
        for server in saved where !unique.contains(where: { $0.host == server.host }) {
            unique.append(server)
        }
        return unique
    }
}
