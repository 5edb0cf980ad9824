import SwiftUI

struct Item: Identifiable {
    let id: UUID
    var title: String
    var isSpecial: Bool
}

struct ItemRows: View {
    var items: [Item]

    var body: some View {
        ForEach(items) { item in
            if item.isSpecial {
                Label(item.title, systemImage: "star")
            } else {
                Text(item.title)
            }
        }
    }
}
