import SwiftUI

struct NoteItem: Identifiable {
    let id: UUID
    var name: String
    var rank: Int
}

// In another file: a setter and an observer sort when `items` is written.
final class NoteStore: ObservableObject {
    @Published var ranked: [NoteItem] = []
    var items: [NoteItem] {
        didSet { ranked = items.sorted { $0.rank > $1.rank } }
    }
    var best: [NoteItem] {
        get { ranked }
        set { ranked = newValue.sorted { $0.rank > $1.rank } }
    }

    init(items: [NoteItem]) {
        self.items = items
    }
}
