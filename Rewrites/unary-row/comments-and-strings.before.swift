import SwiftUI

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
    var items: [Item]
    // ForEach(items) { item in if item.isSpecial { Text("x") } }
    let example = "ForEach(items) { item in if item.isSpecial { Text(item.title) } }"

    var body: some View {
        List {
            ForEach(items) { item in
                // listfix:ignore unary-row
                if item.isSpecial { Text(item.title) }
            }
        }
    }
}
