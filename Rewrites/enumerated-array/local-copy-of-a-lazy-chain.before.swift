import SwiftUI

struct Item: Identifiable {
    let id: UUID
    var name: String
}

// items.lazy.filter { … }.map { … } is a lazy collection, not random-access.
struct V: View {
    let items: [Item]
    var body: some View {
        VStack {
            let e = Array(items.lazy.filter { !$0.name.isEmpty }.map { $0.name }.enumerated())
            ForEach(e, id: \.offset) { i, n in Text(n) }
        }
    }
}
