import SwiftUI

struct Note: Identifiable {
    let id = UUID()
    var title: String
}

struct Tag: Identifiable {
    let name: String
    var color: String

    var id: String { name }
}
