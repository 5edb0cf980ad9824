import SwiftUI

// Seed 000, "Keep the view count per element constant", the wrong example in a lazy stack of a
// view handed its items. One stack around the branch keeps the lazy stack's layout, so the seed's
// right example is a safe migration (a note).
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
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(items) { item in
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
