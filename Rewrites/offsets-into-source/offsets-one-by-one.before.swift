import SwiftUI

// The filtered rows' offsets pick elements of all the items one by one: no fix, the message says
// what to do instead.
struct Item: Identifiable {
    let id: UUID
    var name: String
    var isArchived: Bool
}

final class Library: ObservableObject {
    @Published var items: [Item] = []
}

struct LibraryView: View {
    @ObservedObject var library: Library

    var activeItems: [Item] {
        library.items.filter { !$0.isArchived }
    }

    var body: some View {
        List {
            ForEach(activeItems) { item in
                Text(item.name)
            }
            .onDelete { offsets in
                for index in offsets {
                    library.items[index].isArchived = true
                }
            }
        }
    }
}
