import SwiftUI

struct Bookmark: Identifiable {
    let url: URL
    var title: String

    var id: String { url.absoluteString }
}
