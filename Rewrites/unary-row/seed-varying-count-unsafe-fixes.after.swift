import SwiftUI

// Seed 000, "Keep the view count per element constant", the wrong example in a view handed its
// items. The seed's right example wraps the branch in one stack, which in a `List` makes the two
// views of a special item one row (one separator, one swipe): not the same screen, so the fix is
// unsafe and --unsafe-fixes applies it.
struct Item: Identifiable {
    let id: UUID
    var title: String
    var isSpecial: Bool
}

struct SpecialRow: View {
    let item: Item

    var body: some View {
        Text(item.title).bold()
    }
}

struct DetailRow: View {
    let item: Item

    var body: some View {
        Text(item.title).font(.caption)
    }
}

struct RegularRow: View {
    let item: Item

    var body: some View {
        Text(item.title)
    }
}

struct ItemList: View {
    let items: [Item]

    var body: some View {
        List {
            ForEach(items) { item in
                VStack {
                    if item.isSpecial {
                        SpecialRow(item: item)
                        DetailRow(item: item)
                    } else {
                        RegularRow(item: item)
                    }
                }
            }
        }
    }
}
