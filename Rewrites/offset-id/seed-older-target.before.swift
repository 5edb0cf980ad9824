import SwiftUI

// Seed 000's wrong example as an app built for iOS 17 writes it, with the `Array(…)` copy its
// target needs: the same migration to `id: \.element.id`; the copy stays.
struct Item: Identifiable {
    let id: UUID
    var title: String
}

struct ItemRow: View {
    let number: Int
    let item: Item

    var body: some View {
        Text("\(number). \(item.title)")
    }
}

struct ItemList: View {
    let items: [Item]

    var body: some View {
        List {
            ForEach(Array(items.enumerated()), id: \.offset) { index, item in
                ItemRow(number: index + 1, item: item)
            }
        }
    }
}
