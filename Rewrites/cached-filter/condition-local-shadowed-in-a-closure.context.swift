import Foundation

struct Entry: Identifiable {
    let id: UUID
    var name: String
    var rank: Int
}

struct Shelf: Identifiable {
    let id: UUID
    var recents: [Entry]
}

enum EntryRanking {
    static func top(_ entries: [Entry]) throws -> [Entry] {
        entries.sorted { $0.rank > $1.rank }
    }
}
