import SwiftUI

// Seed 000, "Avoid AnyView in list rows", the wrong example in a view handed its items. The fix
// is the right example's row body: one stack around an `if`/`else`, one row each way.
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
                    } else {
                        RegularRow(item: item)
                    }
                }
            }
        }
    }
}
