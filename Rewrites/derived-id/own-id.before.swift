import SwiftUI

struct Bookmark: Identifiable {
    let id: UUID
    let url: URL
    var title: String
}
