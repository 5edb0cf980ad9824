import SwiftUI

struct Item: Identifiable, Hashable {
    let id: String
    var body: String?
}

struct ItemRow: View {
    var item: Item
    var body: some View {
        if let body = item.body { Text(body) }
    }
}

struct ActivityView: View {
    @State private var items: [Item] = []

    func loadNext() { items.append(contentsOf: (0..<25).map { Item(id: "\($0)") }) }

    var body: some View {
        List {
            ForEach(Array(items.enumerated()), id: \.element) { i, item in
                Group {
                    ItemRow(item: item)
                        .onAppear { if items.count - 7 == i { loadNext() } }
                }
                .padding()
                if i != items.count - 1 { Divider() }
            }
        }
    }
}
