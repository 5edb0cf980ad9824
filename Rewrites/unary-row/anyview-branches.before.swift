import SwiftUI

struct Item: Identifiable {
    let id: UUID
    var title: String
    var isSpecial: Bool
}

struct ItemsView: View {
    var items: [Item]

    var body: some View {
        List {
            ForEach(items) { item in
                if item.isSpecial {
                    AnyView(Label(item.title, systemImage: "star"))
                } else {
                    AnyView(Text(item.title))
                }
            }
        }
    }
}
