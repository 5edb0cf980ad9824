import SwiftUI

// Seed 000, "Keep the view count per element constant", the wrong example over items the view
// adds to while they are shown: each change makes SwiftUI evaluate every row (a warning). The
// seed's right example wraps the branch in one stack, which in a `List` makes the two views of a
// special item one row (one separator, one swipe): not the same screen, so the fix is unsafe and
// --unsafe-fixes applies it. Handed its items instead, the `List` form shows no hazard and has no
// safe fix: listfix says nothing (`seed-varying-count-lazy-stack` is the form it migrates).
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
    @State private var items: [Item] = []

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
            Button("Add") {
                items.append(Item(id: UUID(), title: "New", isSpecial: false))
            }
        }
    }
}
