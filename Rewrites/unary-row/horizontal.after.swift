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
            LazyHStack {
                ForEach(items) { item in
                    HStack {
                        if item.isSpecial {
                            Label(item.title, systemImage: "star")
                        } else {
                            Text(item.title)
                        }
                    }
                }
            }
        }
    }
}
