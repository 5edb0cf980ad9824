import SwiftUI

// Seed 000, "Enumerated sequences", the wrong example word for word, in a view handed its items:
// a migration (a note) to `id: \.element.id`, the right one. `ForEach` takes `enumerated()`
// without `Array(…)` only from Swift 6.2 on OS 26 (the seed says Swift 6.1; what compiles decides).
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
            ForEach(items.enumerated(), id: \.offset) { index, item in
                ItemRow(number: index + 1, item: item)
            }
        }
    }
}
