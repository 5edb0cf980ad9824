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
                let title = item.title.uppercased()
                if item.isSpecial {
                    Label(title, systemImage: "star")
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
