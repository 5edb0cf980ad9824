import SwiftUI

struct Item: Identifiable {
    let id: UUID
    var title: String
    var isSpecial: Bool
}

struct ItemsStrip: View {
    var items: [Item]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(alignment: .top, spacing: 8) {
                ForEach(items) { item in
                    HStack(alignment: .top, spacing: 8) {
                        if item.isSpecial {
                            Image(systemName: "star")
                            Text(item.title)
                        } else {
                            Text(item.title)
                        }
                    }
                }
            }
        }
    }
}
