import SwiftUI

struct Item: Identifiable {
    let id: UUID
    var name: String
}

struct Items: View {
    var items: [Item]

    var body: some View {
        List {
            ForEach(items) { item in
                Text(item.name)
            }
        }
        .overlay {
            if items.isEmpty {
                Text("Nothing here yet")
            }
        }
    }
}
