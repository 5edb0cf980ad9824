import SwiftUI

struct Item: Identifiable {
    let id: UUID
    var title: String
}

struct ItemsView: View {
    var items: [Item]

    var body: some View {
        List {
            ForEach(Array(items.enumerated()), id: \.element.id) { index, item in
                Text("\(index + 1). \(item.title)")
            }
        }
    }
}
