import SwiftUI

// The rows' data changes while shown (`clear()` below): each change makes SwiftUI evaluate every row.
struct Item: Identifiable {
    let id: UUID
    var title: String
    var isSpecial: Bool
    var subtitle: String?
    var kind: Kind
}

enum Kind {
    case photo, video, text
}

struct ItemsView: View {
    @Binding var items: [Item]

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

struct SpecialRow: View {
    var item: Item

    var body: some View {
        Text(item.title)
    }
}

struct DetailRow: View {
    var item: Item

    var body: some View {
        Text(item.title)
    }
}

struct RegularRow: View {
    var item: Item

    var body: some View {
        Text(item.title)
    }
}

extension ItemsView {
    func clear() {
        items.removeAll()
    }
}
