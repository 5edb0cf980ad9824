import Foundation

struct Article: Identifiable {
    let id: UUID
    var title: String

    static let loading = Article(id: UUID(), title: "Loading…")
    static var placeholders: [Article] { Array(repeating: .loading, count: 3) }
}
