import SwiftUI

// Each branch of the getter gives a collection of its own, neither a view of the other, and the
// delete edits the one shown: the rows' offsets are offsets into it. Silent.
struct Item: Identifiable {
    let id: UUID
    var name: String
}

enum Shelf {
    case inbox, archive
}

struct ShelfView: View {
    @State private var inbox: [Item] = []
    @State private var archive: [Item] = []
    @State private var shelf = Shelf.inbox

    var shown: [Item] {
        switch shelf {
        case .inbox: return inbox
        case .archive: return archive
        }
    }

    var body: some View {
        List {
            ForEach(shown) { item in
                Text(item.name)
            }
            .onDelete { offsets in
                switch shelf {
                case .inbox: inbox.remove(atOffsets: offsets)
                case .archive: archive.remove(atOffsets: offsets)
                }
            }
        }
    }
}
