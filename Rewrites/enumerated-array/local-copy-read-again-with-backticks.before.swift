import SwiftUI

struct Item: Identifiable {
    let id: UUID
    var name: String
}

func header(_ list: [(offset: Int, element: Item)]) -> some View { Text("\(list.count) rows") }

// The local is read a second time, spelled with backticks, as an array argument.
struct V: View {
    let items: [Item]
    var body: some View {
        VStack {
            let rows = Array(items.enumerated())
            header(`rows`)
            ForEach(rows, id: \.element.id) { i, item in Text("\(i) \(item.name)") }
        }
    }
}
