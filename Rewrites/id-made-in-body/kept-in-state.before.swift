import SwiftUI

// Made once and kept in `@State`: the ids last, nothing to say.
struct Entry: Identifiable {
    let id = UUID()
    let name: String
}

struct EntriesView: View {
    @State private var entries = [Entry(name: "One"), Entry(name: "Two")]

    var body: some View {
        List(entries) { entry in
            Text(entry.name)
        }
    }
}
