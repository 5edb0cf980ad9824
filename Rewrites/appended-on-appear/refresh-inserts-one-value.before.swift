import SwiftUI

// Each pull inserts one new value it makes: the list grows by one entry, it is not loaded again,
// and nothing is said.
struct Ping: Identifiable { let id = UUID(); var at: Date; var ms: Int }
enum Net { static func ping() async -> Int { 0 } }
struct PingLog: View {
    @State private var pings: [Ping] = []
    var body: some View {
        List(pings) { Text("\($0.ms) ms") }
            .refreshable {
                let ms = await Net.ping()
                pings.insert(Ping(at: .now, ms: ms), at: 0)
            }
    }
}
