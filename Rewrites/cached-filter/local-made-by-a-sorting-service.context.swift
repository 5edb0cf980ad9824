import Foundation

struct Tag: Identifiable {
    let id: UUID
    var name: String
    var uses: Int
}

// In another file: every tag, sorted by how often it is used.
enum TagService {
    static var all: [Tag] = []

    static func mostUsed(limit: Int) throws -> [Tag] {
        Array(all.sorted { $0.uses > $1.uses }.prefix(limit))
    }
}
