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
