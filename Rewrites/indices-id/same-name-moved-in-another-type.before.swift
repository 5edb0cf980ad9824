import SwiftUI

struct Server: Identifiable {
    let id: UUID
    var name: String
}

// Only ever replaced as a whole, without animation, in rows that keep no state: a note, no warning.
final class ServersModel: ObservableObject {
    @Published var rows: [Server] = []

    func reload(_ fresh: [Server]) {
        rows = fresh
    }
}

struct ServersView: View {
    @ObservedObject var model: ServersModel

    var body: some View {
        List {
            ForEach(model.rows.indices, id: \.self) { i in
                Text(model.rows[i].name)
            }
        }
    }
}

// Another model removes from its own `rows`: that moves its elements, not the servers'.
final class FiltersModel: ObservableObject {
    @Published var rows: [String] = []

    func delete(at offsets: IndexSet) {
        rows.remove(atOffsets: offsets)
    }
}
