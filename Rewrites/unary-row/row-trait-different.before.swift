import SwiftUI

// The rows' data changes while shown (`clear()` below): each change makes SwiftUI evaluate every row.
struct Item: Identifiable {
    let id: UUID
    var title: String
    var isSpecial: Bool
}

struct ItemsView: View {
    @Binding var items: [Item]

    var body: some View {
        List {
            ForEach(items) { item in
                if item.isSpecial {
                    Label(item.title, systemImage: "star")
                        .listRowBackground(Color.yellow)
                } else {
                    Text(item.title)
                        .swipeActions {
                            Button("Archive") {}
                        }
                }
            }
        }
    }
}

extension ItemsView {
    func clear() {
        items.removeAll()
    }
}
